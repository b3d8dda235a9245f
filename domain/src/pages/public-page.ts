import { z } from '../zod';
import { centsToDollars } from '../money';
import { pageStatusSchema, type StudentPage } from './student-page';

/*
 * What anyone with a page's link receives: the child's first name and initial, the class, goal, message and
 * totals. Never the parent's name or email, never a surname.
 */
export const publicStudentPageSchema = z.object({
  code: z.string(),
  firstName: z.string(),
  lastInitial: z.string(),
  gradeTeacher: z.string(),
  /** Dollars: the page's own goal, else the settings' default. */
  goal: z.number(),
  message: z.string(),
  raised: z.number(),
  gifts: z.number().int().nonnegative(),
  /** The pledge drive open on this page, if any (see the drives feature). */
  drive: z
    .object({
      name: z.string(),
      unit: z.object({ one: z.string(), other: z.string() }),
      unitEs: z.object({ one: z.string(), other: z.string() }).nullable(),
      eventDate: z.string(),
      maxUnits: z.number().int().positive(),
      /** Dollars per unit, or null. */
      suggestedRate: z.number().nullable(),
      /** Pledges made on this page for it. */
      pledges: z.number().int().nonnegative(),
      /** The student's count once entered, else null. */
      units: z.number().int().nonnegative().nullable(),
    })
    .nullable()
    .optional(),
});
export type PublicStudentPage = z.infer<typeof publicStudentPageSchema>;
export type PublicPageDrive = NonNullable<PublicStudentPage['drive']>;

/** A page's gifts as the progress aggregate counts them (cents, exact sums). */
export interface PageTotals {
  raised_cents: number;
  gifts: number;
}

export function publicStudentPage(
  page: StudentPage,
  totals: PageTotals | null | undefined,
  defaultGoal: number,
): PublicStudentPage {
  return {
    code: page.code,
    firstName: page.first_name,
    lastInitial: page.last_initial,
    gradeTeacher: page.grade_teacher,
    goal: page.goal ?? defaultGoal,
    message: page.message,
    raised: centsToDollars(Math.max(0, totals?.raised_cents ?? 0)),
    gifts: Math.max(0, totals?.gifts ?? 0),
  };
}

/** GET /api/pages/<code>: one answer for a paused, hidden, deleted or unknown page, so none leaks which. */
export type PublicPageAnswer = { state: 'active'; page: PublicStudentPage } | { state: 'unavailable' };

/** What the parent's manage link sees: the public page and its state. */
export const managedStudentPageSchema = publicStudentPageSchema.extend({
  status: pageStatusSchema,
  hiddenReason: z.string().nullable(),
});
export type ManagedStudentPage = z.infer<typeof managedStudentPageSchema>;

export function managedStudentPage(
  page: StudentPage,
  totals: PageTotals | null | undefined,
  defaultGoal: number,
): ManagedStudentPage {
  return {
    ...publicStudentPage(page, totals, defaultGoal),
    status: page.status,
    hiddenReason: page.hidden_reason,
  };
}
