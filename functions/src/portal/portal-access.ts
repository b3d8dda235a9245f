import { hasOpenPlan, isVoided, type StoredRecord } from '@hope/domain/records';

/** Why a valid manage link opens no portal: no plan to manage, a plan that ended, or a link turned off. */
export type PortalRefusal = 'no_plan' | 'ended' | 'turned_off';

/**
 * Whether a manage link made at `issuedAt` (ms) may open the billing portal of `record`. It may while the
 * record's monthly plan runs: not once the plan ended (Stripe ended it, the office cancelled it or asked for it
 * now, or the record was voided), and not if the office turned the record's link off after the link was made
 * (`turnedOffAt`, an ISO instant: a receipt sent later carries a new link that works).
 */
export function portalRefusal(
  record: StoredRecord | null,
  turnedOffAt: string | null,
  issuedAt: number,
): PortalRefusal | null {
  if (!record?.stripe_customer_id || !record.stripe_subscription_id) return 'no_plan';
  if (turnedOffAt !== null && issuedAt <= Date.parse(turnedOffAt)) return 'turned_off';
  const ended =
    !hasOpenPlan(record) ||
    isVoided(record) ||
    record.cancel_date != null ||
    record.cancel_requested?.when === 'now';
  return ended ? 'ended' : null;
}
