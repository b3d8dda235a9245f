import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';

interface Props {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** One labelled input of a small react-hook-form form (set a password, invite a member), with its error. */
export function TextField({ id, label, type = 'text', autoComplete, error, registration }: Props) {
  return (
    <Field id={id} label={label} error={error} look="page">
      {(describedBy) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
        />
      )}
    </Field>
  );
}
