import { z } from '../zod';

// Provisional shape of a stored student page, as agreed for the back office; the server's schema replaces it.

export const STUDENT_PAGES_COLLECTION = 'student_pages';

export const studentPageStatuses = ['active', 'paused', 'hidden', 'deleted'] as const;
export type StudentPageStatus = (typeof studentPageStatuses)[number];

export const studentPageSchema = z.object({
  code: z.string(),
  first_name: z.string(),
  last_initial: z.string(),
  grade_teacher: z.string(),
  goal: z.number().nullable(),
  message: z.string(),
  parent_name: z.string(),
  parent_email: z.string(),
  status: z.enum(studentPageStatuses),
  hidden_reason: z.string().nullable(),
  campaign_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  edit_key_hash: z.string(),
});
export type StudentPage = z.infer<typeof studentPageSchema>;

/** "Maya R.": the only way a child is named. */
export function studentDisplayName(page: Pick<StudentPage, 'first_name' | 'last_initial'>): string {
  return `${page.first_name} ${page.last_initial}.`;
}
