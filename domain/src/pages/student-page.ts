import { z } from '../zod';
import { LANGUAGES } from '../config';
import { isoTimestampSchema } from '../time';
import { childDisplayName } from './display-name';
import { isPageCode } from './page-code';

/*
 * A student's page, made by a parent for family and friends to give through. Its document id is its code.
 * Only the child's first name and last initial are kept (the children are minors); the parent's name and email
 * stay on the server: no public answer carries them.
 */
export const STUDENT_PAGES_COLLECTION = 'student_pages';
/**
 * The parents' mails about their pages. A collection of its own that no browser reads: the page-made mail
 * carries the private manage link.
 */
export const PAGE_MAIL_COLLECTION = 'page_mail';

export const pageLimits = {
  firstNameMax: 30,
  messageMax: 280,
  hiddenReasonMax: 300,
} as const;

/** 'awaiting': made while the school approves pages first, and not yet approved: no visitor sees it. */
export const pageStatusSchema = z.enum(['awaiting', 'active', 'paused', 'hidden', 'deleted']);
export type PageStatus = z.infer<typeof pageStatusSchema>;

export const pageCodeSchema = z.string().refine(isPageCode, 'Not a page code');

export const studentPageSchema = z.object({
  code: pageCodeSchema,
  first_name: z.string().trim().min(1).max(pageLimits.firstNameMax),
  last_initial: z.string().regex(/^\p{Lu}$/u),
  grade_teacher: z.string().min(1),
  /** Dollars; null: the settings' default goal. */
  goal: z.number().positive().nullable(),
  message: z.string().max(pageLimits.messageMax),
  parent_name: z.string(),
  parent_email: z.string(),
  /** The parent's language, for their mails (absent on pages made before languages: English). */
  language: z.enum(LANGUAGES).optional(),
  status: pageStatusSchema,
  hidden_reason: z.string().nullable(),
  campaign_id: z.string(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
  /** SHA-256 of the parent's edit key, hex: the key itself is only in the parent's email. */
  edit_key_hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type StudentPage = z.infer<typeof studentPageSchema>;

/** How a stored page's child is named: "Maya R." (see childDisplayName). */
export function studentDisplayName(page: Pick<StudentPage, 'first_name' | 'last_initial'>): string {
  return childDisplayName(page.first_name, page.last_initial);
}
