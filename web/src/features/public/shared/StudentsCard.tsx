import { Trans, useLingui } from '@lingui/react/macro';
import { type StudentLists } from '@hope/domain/records';
import { needsTShirtSize } from '@hope/domain/public';
import { useState } from 'react';
import { formatWholeDollars } from '@hope/domain/money';
import { useClassName, useSettings } from '#settings';
import { StudentDialog } from '../../students';

export const NO_STUDENTS: StudentLists = { children_data: [], grade_teacher_data: [] };

interface StudentsCardProps {
  title: string;
  hint: string;
  value: StudentLists;
  onChange: (value: StudentLists) => void;
  /** The gift in dollars: from the t-shirt threshold up the dialog asks each student's size. */
  donationAmount: number;
}

/** The students a gift is for: a summary with edit and remove, and the shared Add Student Information dialog. */
export function StudentsCard({ title, hint, value, onChange, donationAmount }: StudentsCardProps) {
  const [open, setOpen] = useState(false);
  const { tShirtThreshold } = useSettings().giving;
  const students = value.children_data;
  const { t } = useLingui();
  const className = useClassName();
  const threshold = formatWholeDollars(tShirtThreshold);

  function remove(index: number) {
    onChange({
      children_data: value.children_data.filter((_, position) => position !== index),
      grade_teacher_data: value.grade_teacher_data.filter((_, position) => position !== index),
    });
  }

  return (
    <section className="give-card" aria-labelledby="students-title">
      <h2 id="students-title" className="give-card-title">
        {title}
      </h2>
      <p className="give-hint">{hint}</p>
      {students.length > 0 && (
        <ul className="give-students" aria-label={t`Students added`}>
          {students.map((child, index) => (
            <li key={index} className="give-student">
              <div>
                <strong>{child.name}</strong>
                <span className="give-student-detail">
                  {[className(value.grade_teacher_data[index]?.grade ?? ''), child.tShirtSize]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <button
                type="button"
                className="give-link-button"
                aria-label={t`Remove ${child.name}`}
                onClick={() => remove(index)}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {needsTShirtSize(donationAmount, tShirtThreshold) && students.some((child) => !child.tShirtSize) && (
        <p className="give-notice" role="status">
          <Trans>
            Gifts of {threshold} or more come with a T-shirt: choose each student&rsquo;s size with Edit
            Student Information.
          </Trans>
        </p>
      )}
      <button type="button" className="give-secondary-button" onClick={() => setOpen(true)}>
        {students.length > 0 ? t`Edit Student Information` : t`Add Student Information`}
      </button>
      <StudentDialog
        open={open}
        onOpenChange={setOpen}
        value={value}
        onDone={(next) => {
          onChange(next);
          setOpen(false);
        }}
        mode="public"
        donationAmount={donationAmount}
      />
    </section>
  );
}
