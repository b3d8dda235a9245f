import { z } from '../zod';
import { recordCollectionSchema } from '../records';
import { levelIdSchema } from '../settings';
import { formatSchoolDay, isoTimestampSchema } from '../time';

/*
 * A deposit batch: the cash and checks the office received in person, counted by one member, signed off by a
 * second and then deposited at the bank. Amounts are integer cents; the records they pay keep dollars.
 */

export const DEPOSITS_COLLECTION = 'deposits';
/** The batches' history: one entry per change, with who and when, written with the change. */
export const DEPOSIT_EVENTS_COLLECTION = 'deposit_events';
/** Each check a batch holds, by payer and number: the same check cannot go into two batches. */
export const DEPOSIT_CHECKS_COLLECTION = 'deposit_checks';
/**
 * The school's last batch number: written once per opened batch, in the transaction that opens it, so two
 * members opening a batch at the same moment get two numbers. A batch is rare, so one small document is enough.
 */
export const DEPOSIT_NUMBERS_COLLECTION = 'deposit_numbers';
export const DEPOSIT_NUMBERS_DOC = 'batches';

/** At most this many items in one batch: its sign-off writes every item's record in one transaction. */
export const MAX_DEPOSIT_ITEMS = 100;

export const depositStateSchema = z.enum(['open', 'counted', 'deposited']);
export type DepositState = z.infer<typeof depositStateSchema>;
/** The states of a batch still held in the office: not yet signed off and deposited. */
export const HELD_BATCH_STATES = ['open', 'counted'] as const satisfies readonly DepositState[];

export const depositStateLabels: Record<DepositState, string> = {
  open: 'Open',
  counted: 'Counted',
  deposited: 'Deposited',
};

export const depositMethodSchema = z.enum(['cash', 'check']);
export type DepositMethod = z.infer<typeof depositMethodSchema>;

/** Who did a step of the batch, and when (the server's clock). */
export const memberStampSchema = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  at: isoTimestampSchema,
});
export type MemberStamp = z.infer<typeof memberStampSchema>;

export const newPayerKindSchema = z.enum(['donation', 'partner']);
export type NewPayerKind = z.infer<typeof newPayerKindSchema>;

/** The record an item pays: one that exists, or one created at the sign-off from what the office typed. */
export const depositPayerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('existing'),
    collection: recordCollectionSchema,
    id: z.string().min(1).max(100),
    name: z.string(),
  }),
  z.object({
    type: z.literal('new'),
    kind: newPayerKindSchema,
    name: z.string().min(1).max(200),
    email: z.string().max(254),
    level: levelIdSchema.nullable(),
  }),
]);
export type DepositPayer = z.infer<typeof depositPayerSchema>;

export const depositItemSchema = z.object({
  id: z.string().min(1).max(64),
  method: depositMethodSchema,
  amount_cents: z.number().int().positive(),
  check_number: z.string().min(1).max(40).nullable(),
  payer: depositPayerSchema,
  added: memberStampSchema,
});
export type DepositItem = z.infer<typeof depositItemSchema>;

export const depositTotalsSchema = z.object({
  cash_cents: z.number().int().nonnegative(),
  check_cents: z.number().int().nonnegative(),
  total_cents: z.number().int().nonnegative(),
});
export type DepositTotals = z.infer<typeof depositTotalsSchema>;

export const depositBatchSchema = z.object({
  /** The school's running number of the batch, given by the server when it opens (absent on older batches). */
  number: z.number().int().positive().optional(),
  /** How people name it: 'Deposit 3 · Nov 28, 2026', fixed when it opens (batchName). */
  name: z.string().min(1).max(80).optional(),
  state: depositStateSchema,
  opened: memberStampSchema,
  counted: memberStampSchema.nullable(),
  signed_off: memberStampSchema.nullable(),
  /** The school's date of the sign-off: the date the records say the money was deposited. */
  deposited_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  items: z.array(depositItemSchema).max(MAX_DEPOSIT_ITEMS),
  totals: depositTotalsSchema,
  updated_at: isoTimestampSchema,
});
export type DepositBatch = z.infer<typeof depositBatchSchema>;

/** A batch's history entry. */
export const depositEventSchema = z.object({
  batch_id: z.string().min(1),
  kind: z.enum(['opened', 'item_added', 'item_removed', 'counted', 'signed_off']),
  summary: z.string(),
  actor: memberStampSchema,
});
export type DepositEvent = z.infer<typeof depositEventSchema>;

/** A batch's name for people: its running number and the school day it was opened, 'Deposit 3 · Nov 28, 2026'. */
export function batchName(number: number, timeZone: string, openedAt: string): string {
  return `Deposit ${number} · ${formatSchoolDay(timeZone, openedAt)}`;
}

/** How a batch is named on screens, in history and on its slip: its name, or (opened before names) its id's start. */
export function batchLabel(batch: { id: string; name?: string | undefined }): string {
  return batch.name ?? `Deposit ${batch.id.slice(0, 8).toUpperCase()}`;
}
