import type { Child, GradeTeacher } from '@hope/domain';
import { Placeholder } from '../admin/layout/Placeholder';

export interface StudentData {
  children_data: Child[];
  grade_teacher_data: GradeTeacher[];
}

export interface StudentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the record or form holds now (rows come from domain recordDataToStudentRows). */
  value: StudentData;
  /** Done: the rows committed, already converted to the two record lists. */
  onDone: (value: StudentData) => void;
  /**
   * public: names and grade-and-teacher required, t-shirt size shown and required only from the threshold up
   * (domain validateStudents). admin: every field optional, t-shirt size always shown.
   */
  mode: 'public' | 'admin';
  /** Gift amount in dollars (public mode decides the t-shirt size from it). */
  donationAmount?: number;
}

/** The shared Add Student Information dialog (being built; this stub keeps its contract). */
export function StudentDialog(props: StudentDialogProps) {
  return props.open ? <Placeholder title="Add Student Information" /> : null;
}
