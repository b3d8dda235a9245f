import type { ReactNode } from 'react';
import './field.css';

/**
 * The two looks of a field: `page`, as on the public page and the set-password page (global.css); `office`, as
 * in the back office's forms and dialogs (field.css).
 */
const LOOKS = {
  page: { field: 'field', error: 'error', hint: 'muted' },
  office: { field: 'form-field', error: 'form-field-error', hint: 'form-field-note' },
} as const;

interface Props {
  id: string;
  label: string;
  /** The field's message from the form's schema, shown under it and announced with it. */
  error?: string;
  /** A note shown under the field while it has no error. */
  hint?: string;
  look?: keyof typeof LOOKS;
  /** The control, given the id of the note that describes it (or undefined when there is none). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its error, or else its hint, under it and tied to it by aria-describedby. */
export function Field({ id, label, error, hint, look = 'office', children }: Props) {
  const classes = LOOKS[look];
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {children(note ? noteId : undefined)}
      {note && (
        <p id={noteId} className={error ? classes.error : classes.hint}>
          {note}
        </p>
      )}
    </div>
  );
}
