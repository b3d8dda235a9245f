import { z } from '../zod';

// Provisional: the stored page's shape as agreed, until the server's own schema is merged (same names).

export const STUDENT_PAGES_COLLECTION = 'student_pages';

export const pageLimits = { firstNameMax: 30, messageMax: 280, hiddenReasonMax: 300 } as const;

export const pageStatusSchema = z.enum(['active', 'paused', 'hidden', 'deleted']);
export type PageStatus = z.infer<typeof pageStatusSchema>;

export const studentPageSchema = z.object({
  code: z.string(),
  first_name: z.string(),
  last_initial: z.string(),
  grade_teacher: z.string(),
  goal: z.number().nullable(),
  message: z.string(),
  parent_name: z.string(),
  parent_email: z.string(),
  status: pageStatusSchema,
  hidden_reason: z.string().nullable(),
  campaign_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  edit_key_hash: z.string(),
});
export type StudentPage = z.infer<typeof studentPageSchema>;

export function studentDisplayName(page: Pick<StudentPage, 'first_name' | 'last_initial'>): string {
  return `${page.first_name} ${page.last_initial}.`;
}

const reasonMessage = `Please give a reason of 1 to ${pageLimits.hiddenReasonMax} characters`;

export const pageActionRequestSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('hide'),
    code: z.string(),
    reason: z.string().trim().min(1, reasonMessage).max(pageLimits.hiddenReasonMax, reasonMessage),
  }),
  z.object({ op: z.literal('unhide'), code: z.string() }),
]);
export type PageActionRequest = z.infer<typeof pageActionRequestSchema>;
