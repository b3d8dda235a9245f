import { z } from '../zod';
import type { Child, GradeTeacher } from '../records';
import { needsTShirtSize } from './donation-form';
import { isBlank } from '../input';

/** One row of the Add Student Information modal. */
export const studentRowSchema = z.object({
  name: z.string(),
  gradeTeacher: z.string(),
  tShirtSize: z.string(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export function emptyStudentRow(): StudentRow {
  return { name: '', gradeTeacher: '', tShirtSize: '' };
}

/** Removes a row, except the last one: at least one student row always remains. */
export function removeStudentRow(rows: readonly StudentRow[], index: number): StudentRow[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((_, position) => position !== index);
}

/** First problem with the students, or null. Sizes count only when the gift reaches the t-shirt threshold. */
export function validateStudents(
  rows: readonly StudentRow[],
  donationAmount: number,
  tShirtThreshold: number,
): string | null {
  if (rows.length === 0) return 'Please add at least one student';
  if (rows.some((row) => isBlank(row.name))) return "Please enter each student's name";
  if (rows.some((row) => isBlank(row.gradeTeacher)))
    return 'Please select a grade and teacher for each student';
  if (needsTShirtSize(donationAmount, tShirtThreshold) && rows.some((row) => isBlank(row.tShirtSize))) {
    return 'Please select a T-shirt size for each student';
  }
  return null;
}

/** The two lists stored on a record; the chosen grade-and-teacher option goes in both grade and teacher. */
export function studentRowsToRecordData(
  rows: readonly StudentRow[],
  donationAmount: number,
  tShirtThreshold: number,
): { children_data: Child[]; grade_teacher_data: GradeTeacher[] } {
  const withSize = needsTShirtSize(donationAmount, tShirtThreshold);
  return {
    children_data: rows.map((row) => ({ name: row.name.trim(), tShirtSize: withSize ? row.tShirtSize : '' })),
    grade_teacher_data: rows.map((row) => ({ grade: row.gradeTeacher, teacher: row.gradeTeacher })),
  };
}

/** Back from stored lists to modal rows, so the modal can edit what was saved. */
export function recordDataToStudentRows(
  children: readonly Child[] | null,
  gradeTeachers: readonly GradeTeacher[] | null,
): StudentRow[] {
  const count = Math.max(children?.length ?? 0, gradeTeachers?.length ?? 0);
  if (count === 0) return [emptyStudentRow()];
  return Array.from({ length: count }, (_, index) => {
    const entry = gradeTeachers?.[index];
    return {
      name: children?.[index]?.name ?? '',
      gradeTeacher: entry ? entry.teacher || entry.grade : '',
      tShirtSize: children?.[index]?.tShirtSize ?? '',
    };
  });
}
