import { Trans, useLingui } from '@lingui/react/macro';
import { type StudentRow } from '@hope/domain/public';
import { gradeTeacherOptions } from '@hope/domain/settings';
import { useClassName, useSettings } from '#settings';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';

interface StudentRowFieldsProps {
  index: number;
  register: UseFormRegister<{ rows: StudentRow[] }>;
  mode: 'public' | 'admin';
  showSize: boolean;
  /** The row as the dialog opened with it. */
  initial: StudentRow;
  /** Absent when this is the only row (one row always remains). */
  onRemove?: () => void;
}

/**
 * The choices of a select. The back office may hold a value that is no longer offered (a teacher who left):
 * it stays listed so the record does not silently turn blank when edited.
 */
function choices(options: readonly string[], saved: string, mode: 'public' | 'admin'): readonly string[] {
  return mode === 'admin' && saved !== '' && !options.includes(saved) ? [saved, ...options] : options;
}

/** One student: name, grade and teacher, and (when asked) t-shirt size, grouped as 'Student N'. */
export function StudentRowFields({
  index,
  register,
  mode,
  showSize,
  initial,
  onRemove,
}: StudentRowFieldsProps) {
  const idBase = useId();
  const settings = useSettings();
  const className = useClassName();
  const { t } = useLingui();
  const number = index + 1;
  const legend = t`Student ${number}`;
  const required = mode === 'public';

  return (
    <div role="group" aria-labelledby={`${idBase}-title`} className="student-row">
      <div className="student-row-header">
        <span id={`${idBase}-title`} className="student-row-title">
          {legend}
        </span>
        {onRemove && (
          <button
            type="button"
            className="student-remove"
            aria-label={t`Remove ${legend}`}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${idBase}-name`}>
          <Trans>Student Name</Trans>
        </label>
        <input
          id={`${idBase}-name`}
          autoComplete="off"
          aria-required={required}
          {...register(`rows.${index}.name`)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idBase}-grade`}>
          <Trans>Grade &amp; Teacher</Trans>
        </label>
        <select id={`${idBase}-grade`} aria-required={required} {...register(`rows.${index}.gradeTeacher`)}>
          <option value="">{t`Select grade & teacher`}</option>
          {choices(gradeTeacherOptions(settings), initial.gradeTeacher, mode).map((option) => (
            <option key={option} value={option}>
              {className(option)}
            </option>
          ))}
        </select>
      </div>
      {showSize && (
        <div className="field">
          <label htmlFor={`${idBase}-size`}>
            <Trans>T-Shirt Size</Trans>
          </label>
          <select id={`${idBase}-size`} aria-required={required} {...register(`rows.${index}.tShirtSize`)}>
            <option value="">{t`Select size`}</option>
            {choices(settings.tShirtSizes, initial.tShirtSize, mode).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
