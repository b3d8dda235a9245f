import { z } from '../zod';
import type { PublicStudentPage } from './public-student-page';

/** The public GET's page, as the server builds it (the browser reads it with a lighter guard). */
export const publicStudentPageSchema = z.object({
  code: z.string(),
  firstName: z.string(),
  lastInitial: z.string(),
  gradeTeacher: z.string(),
  goal: z.number(),
  message: z.string(),
  raised: z.number(),
  gifts: z.number().int().nonnegative(),
}) satisfies z.ZodType<PublicStudentPage>;
