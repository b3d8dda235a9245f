import { disputeRead } from '@hope/domain/records';
import type Stripe from 'stripe';
import { stripe } from '../../stripe/client';
import { applyOnce, type Outcome } from '../apply-once';
import { currentCharge, idOf, isoFromUnix } from '../../stripe/charges';
import { recordOfCharge } from './charge';

const CLOSED = new Set(['won', 'lost', 'warning_closed', 'prevented']);

/**
 * charge.dispute.created / updated / closed / funds_withdrawn / funds_reinstated: the dispute as Stripe holds
 * it now. What it did to the money is the sum of its balance transactions (the amount and Stripe's dispute fee
 * withdrawn, given back if won); the record's net follows.
 */
export async function disputeChanged(event: Stripe.Event, seen: Stripe.Dispute): Promise<Outcome | null> {
  const chargeId = idOf(seen.charge);
  if (!chargeId) return null;
  const target = await recordOfCharge(event, await currentCharge(chargeId));
  if (!target) return null;
  const readAt = Date.now();
  const dispute = await stripe().disputes.retrieve(seen.id);
  const netEffect = dispute.balance_transactions.reduce((sum, txn) => sum + txn.net, 0);
  return applyOnce(event, target, (current) =>
    disputeRead({
      [dispute.id]: {
        charge: chargeId,
        amount: dispute.amount,
        status: dispute.status,
        reason: dispute.reason,
        net_effect: netEffect,
        opened_at: isoFromUnix(dispute.created),
        closed_at: CLOSED.has(dispute.status)
          ? (current.stripe_disputes?.[dispute.id]?.closed_at ?? isoFromUnix(event.created))
          : null,
        read_at: readAt,
      },
    }),
  );
}
