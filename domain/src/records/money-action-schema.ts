import { z } from '../zod';
import { appConfig } from '../config';
import { hasAtMostTwoDecimals } from '../money';
import { recordCollectionSchema } from './events';

/*
 * What the office sends for a money action (refund, cancel a plan, record or correct a check, void, restore):
 * the browser's dialogs and the callable function parse it with this same schema, so a bad value gets the
 * same words beside its field on both sides.
 */

const dollars = (label: string) =>
  z
    .number({ error: `Please enter the ${label} in dollars` })
    .refine((value) => Number.isFinite(value) && value > 0, `Please enter the ${label}, more than $0`)
    .refine((value) => value <= appConfig.limits.maxAmount, `The ${label} can be at most $100,000`)
    .refine(hasAtMostTwoDecimals, `Please enter the ${label} in dollars and cents`);

const target = {
  collection: recordCollectionSchema,
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Unknown record'),
  /** One id per confirmed dialog: a retried call repeats it, so Stripe and the history see one action. */
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Missing request id'),
};

export const refundReasonSchema = z.enum(['requested_by_customer', 'duplicate', 'fraudulent']);
export type RefundReason = z.infer<typeof refundReasonSchema>;
export const refundReasonLabels: Record<RefundReason, string> = {
  requested_by_customer: 'Requested by the donor',
  duplicate: 'Duplicate payment',
  fraudulent: 'Fraudulent payment',
};

/** A check number as the office types it: the check-received dialog and a deposit's check. */
export const checkNumberSchema = z
  .string()
  .trim()
  .min(1, 'Please enter the check number')
  .max(40, 'Please shorten the check number to 40 characters')
  .regex(/^[A-Za-z0-9 #-]+$/, 'Please use letters, digits, spaces and hyphens in the check number');

const note = z.string().trim().max(500, 'Please shorten the note to 500 characters');
const depositedOn = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date the check was deposited');

export const moneyActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('refund'),
    ...target,
    chargeId: z.string().regex(/^ch_[A-Za-z0-9]+$/, 'Please choose the payment to refund'),
    amount: dollars('refund amount'),
    reason: refundReasonSchema,
    note,
  }),
  z.object({ action: z.literal('cancel_plan'), ...target, when: z.enum(['now', 'period_end']), note }),
  z.object({
    action: z.literal('record_check'),
    ...target,
    checkNumber: checkNumberSchema,
    amount: dollars('check amount'),
    depositedOn,
  }),
  z.object({
    action: z.literal('correct_check'),
    ...target,
    checkNumber: checkNumberSchema,
    amount: dollars('check amount'),
    depositedOn,
    // The history entry's summary holds it with both amounts and dates, within its 500 characters.
    reason: z
      .string()
      .trim()
      .min(1, 'Please say why the check is corrected')
      .max(300, 'Please shorten the reason to 300 characters'),
  }),
  z.object({
    action: z.literal('void'),
    ...target,
    reason: z.string().trim().min(1, 'Please say why this record is voided').max(500),
  }),
  z.object({ action: z.literal('restore'), ...target, note }),
]);
export type MoneyAction = z.infer<typeof moneyActionSchema>;
export type MoneyActionName = MoneyAction['action'];

/** Why an action is refused, in the office's words, and the dialog's field it is about (if one). */
export interface Refusal {
  message: string;
  field?: 'checkNumber' | 'amount' | 'depositedOn';
}
