import { isPayoutsOwnLine } from '@hope/domain/books';
import { stripe } from '../stripe/client';
import { listedLine, type ListedLine } from './line-owner';

/** Stripe's largest page: a payout of 2,000 lines is 20 calls. */
const PAGE = 100;

/**
 * Every balance transaction a payout settled, newest first, each with its source (charge, refund or dispute)
 * and that source's PaymentIntent, whose metadata names our record: every page, without the payout's own line,
 * each as the itemising job keeps it.
 */
export async function payoutTransactions(payoutId: string): Promise<ListedLine[]> {
  const lines: ListedLine[] = [];
  const listing = stripe().balanceTransactions.list({
    payout: payoutId,
    limit: PAGE,
    expand: ['data.source.payment_intent'],
  });
  for await (const txn of listing) if (!isPayoutsOwnLine(txn)) lines.push(listedLine(txn));
  return lines;
}
