import { z } from '../zod';

/** One student as stored on a record. tShirtSize is blank when the gift is under the t-shirt threshold. */
export const childSchema = z.object({
  name: z.string(),
  tShirtSize: z.string(),
});
export type Child = z.infer<typeof childSchema>;

/** The public forms store the chosen grade-and-teacher option text in both fields. */
export const gradeTeacherSchema = z.object({
  grade: z.string(),
  teacher: z.string(),
});
export type GradeTeacher = z.infer<typeof gradeTeacherSchema>;
