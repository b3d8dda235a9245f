import { Trans } from '@lingui/react/macro';
import { formMessage } from '../../i18n';
import { appConfig } from '@hope/domain/config';
import { isBlank } from '@hope/domain/input';
import { type StudentLists } from '@hope/domain/records';
import {
  emptyStudentRow,
  needsTShirtSize,
  recordDataToStudentRows,
  studentRowsToRecordData,
  validateStudents,
  type StudentRow,
} from '@hope/domain/public';
import { useState } from 'react';
import { useSettings } from '#settings';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { StudentRowFields } from './StudentRowFields';
import './students.css';

interface StudentRowsFormProps {
  id: string;
  value: StudentLists;
  mode: 'public' | 'admin';
  donationAmount: number;
  onCommit: (students: StudentLists) => void;
}

/** The rows of the dialog; the dialog's Done button submits this form (by its id). */
export function StudentRowsForm({ id, value, mode, donationAmount, onCommit }: StudentRowsFormProps) {
  const { control, register, handleSubmit } = useForm<{ rows: StudentRow[] }>({
    defaultValues: { rows: recordDataToStudentRows(value.children_data, value.grade_teacher_data) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  // After a refused Done the problem follows the edits, so it disappears as soon as it is mended.
  const [attempted, setAttempted] = useState(false);
  const rows = useWatch({ control, name: 'rows' });
  const { tShirtThreshold } = useSettings().giving;
  const problem =
    attempted && mode === 'public' ? validateStudents(rows, donationAmount, tShirtThreshold) : null;
  const showSize = mode === 'admin' || needsTShirtSize(donationAmount, tShirtThreshold);

  const commit = handleSubmit(({ rows: submitted }) => {
    if (mode === 'public') {
      setAttempted(true);
      if (validateStudents(submitted, donationAmount, tShirtThreshold) === null) {
        onCommit(studentRowsToRecordData(submitted, donationAmount, tShirtThreshold));
      }
      return;
    }
    // The back office keeps whatever size was chosen, whatever the amount (read as a gift at the threshold),
    // and drops rows left empty.
    const filled = submitted.filter((row) => !Object.values(row).every(isBlank));
    onCommit(studentRowsToRecordData(filled, tShirtThreshold, tShirtThreshold));
  });

  return (
    <form
      id={id}
      className="student-rows"
      noValidate
      onSubmit={(event) => {
        // React bubbles events along the component tree, portals included: without this, Done would also
        // submit the giving form this dialog is opened from.
        event.stopPropagation();
        void commit(event);
      }}
    >
      {fields.map((field, index) => (
        <StudentRowFields
          key={field.id}
          index={index}
          register={register}
          mode={mode}
          showSize={showSize}
          initial={field}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      {fields.length < appConfig.limits.maxStudents && (
        <button type="button" className="button secondary" onClick={() => append(emptyStudentRow())}>
          <span aria-hidden="true">+</span> <Trans>Add Another Student</Trans>
        </button>
      )}
      {problem && (
        <p role="alert" className="error student-problem">
          {formMessage(problem)}
        </p>
      )}
    </form>
  );
}
