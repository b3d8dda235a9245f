import { classLabel } from '@hope/domain/classes';
import { type StudentLists } from '@hope/domain/records';
import { type Child, type GradeTeacher } from '@hope/domain/records';
import { useState } from 'react';
import { StudentDialog } from '../../../students';
import { useMay } from '../../auth/role';

interface Props<R> {
  children: readonly Child[] | null;
  gradeTeachers: readonly GradeTeacher[] | null;
  amount: number;
  /** The record now: the dialog remembers it as it opened, so Done changes only what was changed since. */
  record: R;
  /** Done in the dialog: saved at once (children and grade/teacher only). */
  onSave: (students: StudentLists, opened: R) => void;
}

/** The record's students, and the shared Add Student Information dialog to change them. */
export function StudentsPanel<R>({ children, gradeTeachers, amount, record, onSave }: Props<R>) {
  const [opened, setOpened] = useState<R | null>(null);
  const open = opened !== null;
  const setOpen = (next: boolean) => setOpened(next ? record : null);
  const mayEdit = useMay('editRecords');
  const count = Math.max(children?.length ?? 0, gradeTeachers?.length ?? 0);
  return (
    <section className="card details-section">
      <div className="details-section-head">
        <h2>Student Information</h2>
        {mayEdit && (
          <button type="button" className="button secondary" onClick={() => setOpen(true)}>
            {count > 0 ? 'Edit Student Information' : 'Add Student Information'}
          </button>
        )}
      </div>
      {count === 0 ? (
        <p className="muted">No student information.</p>
      ) : (
        <ul className="details-students">
          {Array.from({ length: count }, (_, index) => {
            const child = children?.[index];
            const entry = gradeTeachers?.[index];
            return (
              <li key={index}>
                <strong>{child?.name.trim() || 'Unnamed student'}</strong>
                <span>{entry ? classLabel(entry) : 'No class'}</span>
                {child?.tShirtSize && <span>T-shirt {child.tShirtSize}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <StudentDialog
        open={open && mayEdit}
        onOpenChange={setOpen}
        mode="admin"
        donationAmount={amount}
        value={{ children_data: [...(children ?? [])], grade_teacher_data: [...(gradeTeachers ?? [])] }}
        onDone={(students) => opened !== null && onSave(students, opened)}
      />
    </section>
  );
}
