import { z } from '../zod';

/*
 * A Stripe charge that names no record of ours in the metadata the app wrote (a sale made outside the app, a
 * charge whose record was lost) is kept aside here by the webhook, keyed by the charge id, for the office to
 * look into; it is never attached to a record by a guess. Written by the server only; owners and admins read.
 */
export const UNATTRIBUTED_CHARGES_COLLECTION = 'unattributed_charges';

/** Each charge already attributed, keyed by its id, naming its record: later events about it find it here. */
export const CHARGE_INDEX_COLLECTION = 'stripe_charge_index';

export const unattributedChargeSchema = z.object({
  charge_id: z.string(),
  /** Cents, as Stripe counts them. */
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  status: z.string(),
  paid_at: z.string(),
  customer: z.string().nullable(),
  payment_intent: z.string().nullable(),
  last_event: z.object({ id: z.string(), type: z.string(), at: z.string() }),
  updated_at: z.string(),
});
export type UnattributedCharge = z.infer<typeof unattributedChargeSchema>;

/** The office's list: the newest charge first. */
export function unattributedNewestFirst(charges: readonly UnattributedCharge[]): UnattributedCharge[] {
  return [...charges].sort((a, b) => b.paid_at.localeCompare(a.paid_at));
}
