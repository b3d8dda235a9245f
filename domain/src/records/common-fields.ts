import { z } from '../zod';
import { LANGUAGES } from '../config';
import { isoTimestampSchema } from '../time';

/** A family's language, as a request names it and a record keeps it. */
export const languageSchema = z.enum(LANGUAGES, { error: 'Please choose English or Spanish' });

export const nullableTimestamp = isoTimestampSchema.nullable();
export const nullableText = z.string().nullable();
export const nullableDollars = z.number().nullable();

/** Fields both record kinds share: Stripe ids, timestamps and the back-office checklist. */
export const recordCommonShape = {
  total_pledged_amt: nullableDollars,
  net_payment: nullableDollars,
  stripe_customer_id: nullableText,
  stripe_session_id: nullableText,
  payment_intent_id: nullableText,
  payment_reference: nullableText,
  payment_completed_at: nullableTimestamp,
  cancel_date: nullableTimestamp,
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
  yearbook: z.number().int().positive().nullable(),
  magnet_given: z.boolean().nullable(),
  tshirt_given: z.boolean().nullable(),
  notes: nullableText,
  /** The family's language: its receipts and mail are written in it (absent: English, as before languages). */
  language: languageSchema.optional(),
};
