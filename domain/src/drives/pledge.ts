import { z } from '../zod';
import { LANGUAGES } from '../config';
import { isoTimestampSchema } from '../time';
import { pageCodeSchema } from '../pages';

/*
 * A pledge on a student's page: an amount per unit the student counts, with an optional most in all. The card is
 * saved when pledging (Stripe Checkout in setup mode) and charged once the counts are in.
 */
export const PLEDGES_COLLECTION = 'pledges';

/**
 * saving: the relative is on Stripe's page saving the card; saved: the card is saved and nothing charged;
 * charged: the amount was charged (the gift's record is `record_id`); zero: the count was 0, nothing charged;
 * failed: the charge was refused (the relative can pay by the recovery link); cancelled: by the relative or the
 * office, before the charge.
 */
export const pledgeStatusSchema = z.enum(['saving', 'saved', 'charged', 'zero', 'failed', 'cancelled']);
export type PledgeStatus = z.infer<typeof pledgeStatusSchema>;

export const pledgeSchema = z.object({
  id: z.string().min(1),
  drive_id: z.string().min(1),
  page_code: pageCodeSchema,
  /** Dollars per unit. */
  rate: z.number().positive(),
  /** The most the relative pays in all, in dollars; null: no most. */
  most: z.number().positive().nullable(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  status: pledgeStatusSchema,
  stripe_customer: z.string().nullable(),
  setup_session: z.string().nullable(),
  payment_method: z.string().nullable(),
  /** The saved card, as the office and the relative's mails name it. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The count the pledge was charged for, and the amount in dollars. */
  charged_units: z.number().int().nullable(),
  charged_amount: z.number().nullable(),
  record_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** Charges refused so far: each new try is a new charge at Stripe (its own idempotency key). */
  charge_attempts: z.number().int().nonnegative(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Pledge = z.infer<typeof pledgeSchema>;

/** "Visa card ending 4242" / "tarjeta Visa terminada en 4242". */
export function cardName(card: Pledge['card'], language: 'en' | 'es' = 'en'): string {
  const brand = card ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : '';
  if (language === 'es') return card ? `tarjeta ${brand} terminada en ${card.last4}` : 'tarjeta';
  return card ? `${brand} card ending ${card.last4}` : 'card';
}

/** A pledge as the page's form makes it: saving its card, nothing saved, charged or refused yet. */
export function newPledge(
  input: { id: string; driveId: string; pageCode: string; now: Date },
  request: Pick<Pledge, 'rate' | 'most' | 'name' | 'email' | 'language'>,
): Pledge {
  const at = input.now.toISOString();
  return {
    id: input.id,
    drive_id: input.driveId,
    page_code: input.pageCode,
    rate: request.rate,
    most: request.most,
    name: request.name,
    email: request.email,
    language: request.language,
    status: 'saving',
    stripe_customer: null,
    setup_session: null,
    payment_method: null,
    card: null,
    charged_units: null,
    charged_amount: null,
    record_id: null,
    failure_reason: null,
    charge_attempts: 0,
    created_at: at,
    updated_at: at,
  };
}
