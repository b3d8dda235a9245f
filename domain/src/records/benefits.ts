import { z } from '../zod';
import { isVoided } from './status';
import { benefitSchema } from '../settings';

/** A benefit as the partner bought it: the level's benefit as the settings said at the sale. */
export const soldBenefitSchema = benefitSchema;
export type SoldBenefit = z.infer<typeof soldBenefitSchema>;

/** How many of one benefit the team has delivered, who ticked it last and when. */
export const benefitDeliverySchema = z.object({
  done: z.number().int().min(0).max(100),
  at: z.string(),
  by: z.string(),
});
export type BenefitDelivery = z.infer<typeof benefitDeliverySchema>;

export interface BenefitsRecord {
  level_benefits?: SoldBenefit[] | undefined;
  /** Keyed by the benefit's position in level_benefits. */
  benefits_delivered?: Record<string, BenefitDelivery> | undefined;
  total_pledged_amt: number | null;
  voided?: unknown;
}

export interface LedgerLine extends SoldBenefit {
  index: number;
  done: number;
  owed: number;
  delivery: BenefitDelivery | null;
}

/** The partner's benefits with what was delivered and what is still owed; empty when none were recorded. */
export function benefitLedger(record: BenefitsRecord): LedgerLine[] {
  return (record.level_benefits ?? []).map((benefit, index) => {
    const delivery = record.benefits_delivered?.[String(index)] ?? null;
    const done = Math.min(benefit.quantity, delivery?.done ?? 0);
    return { ...benefit, index, done, owed: benefit.quantity - done, delivery };
  });
}

/** Benefits still owed to a partner that counts (pledged, not voided); one per unit (3 of 10 eblasts: 7). */
export function benefitsOwed(record: BenefitsRecord): number {
  if (record.total_pledged_amt == null || isVoided(record as never)) return 0;
  return benefitLedger(record).reduce((sum, line) => sum + line.owed, 0);
}

/** The delivery of one benefit after a tick (+1) or an untick (-1), within 0 and its quantity. */
export function deliveryAfter(
  record: BenefitsRecord,
  index: number,
  step: 1 | -1,
  by: string,
  now: Date,
): BenefitDelivery | null {
  const line = benefitLedger(record)[index];
  if (!line) return null;
  const done = Math.max(0, Math.min(line.quantity, line.done + step));
  return done === line.done ? null : { done, at: now.toISOString(), by };
}
