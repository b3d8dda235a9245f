import { centsToDollars } from '@hope/domain/money';
import type Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { countsOf, countsRef, pledgeOf, pledgeRef, writePledge } from './drive-store';

/**
 * A refused pledge paid through the relative's link (its Checkout Session names the pledge): the gift's record is
 * completed by the session's own handler; here the pledge becomes charged. Only a failed pledge changes, so a
 * replayed event does nothing more.
 */
export async function pledgePaidByLink(session: Stripe.Checkout.Session): Promise<void> {
  const pledgeId = session.metadata?.pledge_id;
  if (!pledgeId || session.payment_status !== 'paid' || session.amount_total === null) return;
  const amount = centsToDollars(session.amount_total);
  await firestore().runTransaction(async (tx) => {
    const pledge = pledgeOf(await tx.get(pledgeRef(pledgeId)));
    if (!pledge || pledge.status !== 'failed') return;
    const units = countsOf(await tx.get(countsRef(pledge.drive_id)))?.counts[pledge.page_code] ?? null;
    writePledge(tx, {
      ...pledge,
      status: 'charged',
      charged_units: units,
      charged_amount: amount,
      failure_reason: null,
      updated_at: new Date().toISOString(),
    });
  });
}
