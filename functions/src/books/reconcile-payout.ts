import {
  arrivalDay,
  checkPayoutBalance,
  payoutLine,
  payoutSchema,
  PAYOUTS_COLLECTION,
  type Payout,
  type PayoutRecordRef,
} from '@hope/domain/books';
import Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { stripe } from '../stripe/client';
import type { ListedLine } from './line-owner';
import { PayoutRefused } from './payout-refused';
import { recordKey, recordNames } from './record-names';

/** The payout as Stripe holds it now; one Stripe does not know is refused in words, and nothing is written. */
export async function retrievePayout(payoutId: string): Promise<Stripe.Payout> {
  try {
    return await stripe().payouts.retrieve(payoutId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
      throw new PayoutRefused(
        `Stripe has no payout ${payoutId} (is the Stripe key that of the account whose payout this is?).`,
      );
    }
    throw error;
  }
}

/**
 * Why a payout cannot be itemised yet, or null: Stripe lists a payout's transactions once it is paid and its
 * reconciliation has completed, and only for automatic payouts (a manual payout's lines are not tracked).
 */
export function notItemisable(payout: Stripe.Payout): string | null {
  if (!payout.automatic) return `Payout ${payout.id} was made by hand: Stripe does not itemise it.`;
  if (payout.status !== 'paid') return `Payout ${payout.id} is ${payout.status}, not yet paid.`;
  if (payout.reconciliation_status !== 'completed') {
    return `Stripe has not finished itemising payout ${payout.id} yet; it will arrive by itself when it has.`;
  }
  return null;
}

/**
 * A paid, itemised payout with each of its lines traced to its record and that record's name, checked to add
 * up to the payout to the cent (else refused, saying by how much and why). The same payout always gives the
 * same document: nothing in it depends on when it was reconciled, except a record renamed meanwhile.
 */
export async function payoutDocument(
  payout: Stripe.Payout,
  lines: readonly ListedLine[],
  owners: readonly (PayoutRecordRef | null)[],
): Promise<Payout> {
  const { names } = await recordNames(owners.filter((owner) => owner !== null));
  const traced = lines.map((line, index) => {
    const owner = owners[index] ?? null;
    return payoutLine(line.facts, owner, owner ? (names.get(recordKey(owner)) ?? null) : null);
  });
  const document = payoutSchema.parse({
    payout_id: payout.id,
    arrival_date: arrivalDay(payout.arrival_date),
    amount: payout.amount,
    currency: payout.currency,
    status: payout.status,
    created: new Date(payout.created * 1000).toISOString(),
    lines: traced,
  });
  const check = checkPayoutBalance(document, traced);
  if (!check.balanced) throw new PayoutRefused(check.message);
  return document;
}

export const payoutRef = (payoutId: string) => firestore().collection(PAYOUTS_COLLECTION).doc(payoutId);
