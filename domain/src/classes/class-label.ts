import type { GradeTeacher } from '../records';

/** The class an entry counts for: the teacher, else the grade, else 'Unknown'. */
export function classLabel(entry: Partial<GradeTeacher> | null | undefined): string {
  return entry?.teacher?.trim() || entry?.grade?.trim() || 'Unknown';
}

/** Distinct class labels across records, sorted: the teacher chips of the list filters. */
export function classLabelOptions(
  records: Iterable<{ grade_teacher_data?: readonly GradeTeacher[] | null }>,
): string[] {
  const labels = new Set<string>();
  for (const record of records)
    for (const entry of record.grade_teacher_data ?? []) labels.add(classLabel(entry));
  return [...labels].sort((a, b) => a.localeCompare(b, 'en'));
}
