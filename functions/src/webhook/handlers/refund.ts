import { refundRead, refundStatusSchema } from '@hope/domain/records';
import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeFacts, currentCharge, idOf, isoFromUnix } from '../../stripe/charges';
import { recordOfCharge } from './charge';

/**
 * refund.created, refund.updated, refund.failed and charge.refund.updated: the refund (its status only moves
 * forward, see mergeRefund) and its charge as Stripe holds it now, so a failed refund gives the money back.
 */
export async function refundChanged(event: Stripe.Event, refund: Stripe.Refund): Promise<Outcome | null> {
  const chargeId = idOf(refund.charge);
  if (!chargeId) return null;
  const charge = await currentCharge(chargeId);
  const target = await recordOfCharge(event, charge);
  if (!target) return null;
  const status = refundStatusSchema.safeParse(refund.status);
  const facts = await chargeFacts(charge);
  return applyOnce(event, target, () =>
    refundRead(
      {
        [refund.id]: {
          charge: chargeId,
          amount: refund.amount,
          status: status.success ? status.data : 'pending',
          reason: refund.reason ?? null,
          created_at: isoFromUnix(refund.created),
        },
      },
      { [chargeId]: facts },
    ),
  );
}
