import { z } from '../zod';
import { appConfig } from '../config';
import { checkNumberSchema, recordCollectionSchema } from '../records';
import { levelIdSchema } from '../settings';
import { depositMethodSchema, newPayerKindSchema } from './deposit-batch';

/*
 * What the Deposits screen sends: one request per step. The browser and the callable function parse the same
 * schema, so a refused input reads the same on both sides. Each request carries an id: a retried call finds the
 * history entry it wrote and does nothing twice.
 */

const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Missing request id');
const batchId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Unknown deposit batch');

export const amountCentsSchema = z
  .number({ error: 'Please enter the amount' })
  .int('Please enter the amount in dollars and cents')
  .refine((cents) => cents > 0, 'Please enter an amount of more than $0.00')
  .refine((cents) => cents <= appConfig.limits.maxAmount * 100, 'The amount can be at most $100,000');

export const payerInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('existing'),
    collection: recordCollectionSchema,
    id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Please choose the record this pays'),
  }),
  z.object({
    type: z.literal('new'),
    kind: newPayerKindSchema,
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the name of the family or company')
      .max(200, 'Please shorten the name to 200 characters'),
    email: z.string().trim().max(254, 'Please shorten the email to 254 characters').default(''),
    /** A sponsorship's level; the settings' default level when none is chosen. */
    level: levelIdSchema.nullable().default(null),
  }),
]);
export type PayerInput = z.infer<typeof payerInputSchema>;

export const depositItemInputSchema = z
  .object({
    method: depositMethodSchema,
    amount_cents: amountCentsSchema,
    check_number: z.string().nullable(),
    payer: payerInputSchema,
  })
  .transform((item, context) => {
    if (item.method === 'cash') return { ...item, check_number: null };
    const number = checkNumberSchema.safeParse(item.check_number ?? '');
    if (number.success) return { ...item, check_number: number.data };
    context.addIssue({ code: 'custom', message: number.error.issues[0]!.message, path: ['check_number'] });
    return z.NEVER;
  });
export type DepositItemInput = z.infer<typeof depositItemInputSchema>;

const countedCents = z
  .number({ error: 'Please enter the amount you counted, in dollars (0 when there is none)' })
  .int()
  .nonnegative('Please enter the amount you counted, in dollars (0 when there is none)')
  .max(100_000_000);
/** A blind count: the cash and the checks as the counter added them up, in cents. */
export const depositCountSchema = z.object({ cash_cents: countedCents, check_cents: countedCents });

export const depositRequestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('open'), requestId }),
  z.object({ op: z.literal('add_item'), requestId, batchId, item: depositItemInputSchema }),
  z.object({ op: z.literal('remove_item'), requestId, batchId, itemId: requestId }),
  z.object({ op: z.literal('count'), requestId, batchId, counted: depositCountSchema }),
  z.object({ op: z.literal('sign_off'), requestId, batchId }),
]);
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export type DepositRequestInput = z.input<typeof depositRequestSchema>;

/** The slip of a batch, asked for by id. */
export const depositSlipRequestSchema = z.object({ batchId });
