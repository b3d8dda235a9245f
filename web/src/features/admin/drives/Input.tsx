import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field';

/** A text, number or date input of the drives' react-hook-form forms, with its hint or error. */
export function Input(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(describedBy) => (
        <input
          id={props.id}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete="off"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          {...props.registration}
        />
      )}
    </Field>
  );
}
