import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The field's message from the form's schema, shown under it and announced with it. */
  error?: string;
  registration: UseFormRegisterReturn;
}

/** One labelled input of a small react-hook-form form (set a password, invite a member), with its error. */
export function TextField({ id, label, type = 'text', autoComplete, error, registration }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className="error">
          {error}
        </p>
      )}
    </div>
  );
}
