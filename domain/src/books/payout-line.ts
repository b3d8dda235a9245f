import { payoutLineSchema, type PayoutLine, type PayoutRecordRef } from './payout';

/** The fields of a Stripe balance transaction a line keeps (Stripe's names; times in unix seconds). */
export type BalanceTransactionFacts = {
  id: string;
  type: string;
  reporting_category: string;
  amount: number;
  fee: number;
  net: number;
  currency: string;
  created: number;
  source: string | null;
};

/** The payout's own transaction (the money leaving Stripe for the bank) is the payout, not one of its lines. */
export function isPayoutsOwnLine(txn: Pick<BalanceTransactionFacts, 'type'>): boolean {
  return txn.type === 'payout';
}

/** One line of a payout, as Stripe reported it, with the record it was traced to (or null) and its name. */
export function payoutLine(
  txn: BalanceTransactionFacts,
  record: PayoutRecordRef | null,
  name: string | null,
): PayoutLine {
  return payoutLineSchema.parse({
    balance_transaction: txn.id,
    type: txn.type,
    reporting_category: txn.reporting_category,
    gross: txn.amount,
    fee: txn.fee,
    net: txn.net,
    currency: txn.currency,
    source: txn.source,
    record,
    name: record ? name : null,
    created: new Date(txn.created * 1000).toISOString(),
  });
}
