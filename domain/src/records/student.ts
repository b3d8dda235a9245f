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

/**
 * A record's students as a form holds them: the children and the grade-and-teacher choices. The public gift and
 * sponsor forms and the office's add and edit forms all hold one, so it lives with the records they all read.
 */
export interface StudentLists {
  children_data: Child[];
  grade_teacher_data: GradeTeacher[];
}
