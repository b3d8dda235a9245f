import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled field of a money action's dialog, with its error (or hint) beside it. */
export function ActionField({ id, label, error, hint, children }: Props) {
  const noteId = `${id}-note`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children(error || hint ? noteId : undefined)}
      {error ? (
        <p id={noteId} className="money-field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="form-field-note">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
