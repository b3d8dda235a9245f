import type { StudentLists } from '@hope/domain/records';
import type { Child, GradeTeacher } from '@hope/domain/records';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { StudentDialog } from '../../../students';

/** One line of the summary: the name, then the class and the t-shirt size when known. */
function studentLine(child: Child | undefined, entry: GradeTeacher | undefined): string {
  const name = child?.name.trim() || 'Unnamed student';
  const details = [entry ? entry.teacher || entry.grade : '', child?.tShirtSize ?? ''].filter(Boolean);
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

/** The form's student lists, edited in the shared dialog, with a summary whose rows can be removed. */
export function StudentSection() {
  const { setValue, control } = useFormContext<FieldValues>();
  const children = (useWatch({ control, name: 'children_data' }) ?? []) as Child[];
  const gradeTeachers = (useWatch({ control, name: 'grade_teacher_data' }) ?? []) as GradeTeacher[];
  const [open, setOpen] = useState(false);
  const count = Math.max(children.length, gradeTeachers.length);

  function save(value: StudentLists) {
    setValue('children_data', value.children_data, { shouldDirty: true });
    setValue('grade_teacher_data', value.grade_teacher_data, { shouldDirty: true });
  }

  function remove(index: number) {
    save({
      children_data: children.filter((_, position) => position !== index),
      grade_teacher_data: gradeTeachers.filter((_, position) => position !== index),
    });
  }

  return (
    <>
      {count > 0 ? (
        <ul className="student-summary" aria-label="Students">
          {Array.from({ length: count }, (_, index) => {
            const line = studentLine(children[index], gradeTeachers[index]);
            return (
              <li key={index}>
                <span>{line}</span>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`Remove ${line}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">No student information added.</p>
      )}
      <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
        {count > 0 ? 'Edit Student Information' : 'Add Student Information'}
      </button>
      <StudentDialog
        open={open}
        onOpenChange={setOpen}
        mode="admin"
        value={{ children_data: children, grade_teacher_data: gradeTeachers }}
        onDone={(value) => {
          save(value);
          setOpen(false);
        }}
      />
    </>
  );
}
