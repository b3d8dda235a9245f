import type { SettingsFormValues } from '@hope/domain/settings';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState, type Path } from 'react-hook-form';
import { fieldError } from './form-errors';

export type SettingsFieldKind = 'text' | 'email' | 'amount' | 'count' | 'percent' | 'date' | 'textarea';

interface SettingsFieldProps {
  name: Path<SettingsFormValues>;
  label: ReactNode;
  kind?: SettingsFieldKind;
  hint?: string;
  /** The choices of a select, instead of an input. */
  options?: readonly { value: string; label: string }[];
  /** The id of a list message about this field among others ('must add up to 100%'). */
  listErrorId?: string;
  className?: string;
  autoComplete?: string;
  /** Shown while the field is empty (a Spanish field shows the English it translates). */
  placeholder?: string;
  /** The language of what is typed, when not the page's (a Spanish version). */
  lang?: string;
}

const inputModes = { amount: 'decimal', count: 'numeric', percent: 'decimal' } as const;

/**
 * One labelled input of the settings form. Numbers are typed as text, so a wrong one gets the schema's
 * message rather than being blanked by the browser. The message shows beside it and is announced with it.
 */
export function SettingsField(props: SettingsFieldProps) {
  const {
    name,
    label,
    kind = 'text',
    hint,
    options,
    listErrorId,
    className,
    autoComplete,
    placeholder,
    lang,
  } = props;
  const id = useId();
  const { register } = useFormContext<SettingsFormValues>();
  const { errors } = useFormState<SettingsFormValues>({ name });
  const error = fieldError(errors, name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, listErrorId].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': error || listErrorId ? true : undefined,
    'aria-describedby': describedBy || undefined,
    placeholder,
    lang,
    ...register(name),
  };

  let input;
  if (options) {
    input = (
      <select {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'textarea') {
    input = <textarea rows={2} {...control} />;
  } else {
    const type = kind === 'email' || kind === 'date' ? kind : 'text';
    const inputMode = kind in inputModes ? inputModes[kind as keyof typeof inputModes] : undefined;
    input = <input type={type} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} {...control} />;
  }

  return (
    <div className={`settings-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      {input}
      {error && (
        <p id={`${id}-error`} className="settings-error">
          {error}
        </p>
      )}
    </div>
  );
}
