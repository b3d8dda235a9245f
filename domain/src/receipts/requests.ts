import type { JobStarted } from '../jobs';
import { z } from '../zod';

/*
 * The back office's mail calls (callable functions), parsed the same way in the browser and the function.
 */

export const resendRequestSchema = z.object({
  mailId: z.string().regex(/^[A-Za-z0-9_-]{1,300}$/, 'Unknown message'),
  /**
   * Sends the receipt a payment never got (listed as owed): made once, and nothing more if the sweep made it
   * meanwhile. Without it, an existing message is sent again.
   */
  owed: z.literal(true).optional(),
});
export type ResendRequest = z.infer<typeof resendRequestSchema>;

export const statementYearSchema = z
  .number({ error: 'Please choose a year' })
  .int('Please choose a year')
  .min(2000, 'Please choose a year from 2000 on')
  .max(2100, 'Please choose a year before 2100');

export const yearEndRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('preview'), year: statementYearSchema }),
  z.object({ action: z.literal('send'), year: statementYearSchema }),
  z.object({
    action: z.literal('resend'),
    year: statementYearSchema,
    email: z
      .string()
      .trim()
      .min(3, 'Please choose a donor')
      .max(254)
      .includes('@', { message: 'Please choose a donor' }),
  }),
]);
export type YearEndRequest = z.infer<typeof yearEndRequestSchema>;

/** One donor's line in the preview: their gifts and whether their statement went out. */
export interface YearEndDonorLine {
  email: string;
  name: string;
  gifts: number;
  total: number;
  mailId: string;
  /** The statement's delivery label ('Sent', 'Failed'...), or null when none was sent for the year. */
  sent: string | null;
}

export interface YearEndPreview {
  year: number;
  donors: YearEndDonorLine[];
  gifts: number;
  total: number;
  withoutEmail: number;
}

/** Send starts the year-end job: the office watches it (`jobs/{jobId}`). */
export interface YearEndJobStarted extends JobStarted {
  year: number;
}

/** One donor's statement sent again. */
export interface YearEndSendResult {
  year: number;
  created: number;
  alreadySent: number;
}
