import { appConfig } from '@hope/domain/config';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useSettings } from '#settings';
import { resolveOptions, type FormField } from '../../kinds';

/** The longest text the database rules accept in a field. */
const TEXT_MAX = appConfig.limits.textMaxLength;

/**
 * One described field inside a react-hook-form FormProvider: a labelled input of the described type. A
 * read-only field (a payment the record's payment facts own) shows its value and says why it cannot change.
 */
export function FormFieldInput({ field, readOnly = false }: { field: FormField; readOnly?: boolean }) {
  const { register, formState } = useFormContext<FieldValues>();
  const settings = useSettings();
  const id = `field-${field.name}`;
  const noteId = `${id}-note`;
  const { input } = field;
  const lock = readOnly ? { readOnly: true, 'aria-describedby': noteId } : {};

  if (input.type === 'checkbox') {
    return (
      <div className="form-field form-field-checkbox">
        <input id={id} type="checkbox" {...register(field.name)} />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  }

  let control;
  if (input.type === 'tel') {
    control = <FormattedInput id={id} field={field} />;
  } else if (input.type === 'select') {
    const options = resolveOptions(input.options, settings);
    // A record may hold a choice the settings no longer offer (a removed level): it stays selectable as is.
    const opened: unknown = formState.defaultValues?.[field.name];
    const kept =
      typeof opened === 'string' && opened !== '' && !options.some((option) => option.value === opened)
        ? [{ value: opened, label: `${opened} (no longer offered)` }]
        : [];
    control = (
      <select id={id} {...register(field.name)}>
        {[...kept, ...options].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (input.type === 'textarea') {
    control = <textarea id={id} rows={3} maxLength={TEXT_MAX} {...register(field.name)} />;
  } else if (input.type === 'number') {
    control = (
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={input.min}
        step={input.step}
        {...lock}
        {...register(field.name)}
      />
    );
  } else {
    control = (
      <input
        id={id}
        type={input.type}
        autoComplete={field.autoComplete}
        maxLength={TEXT_MAX}
        {...lock}
        {...register(field.name)}
      />
    );
  }

  return (
    <div className={`form-field${input.type === 'textarea' ? ' form-field-wide' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {control}
      {readOnly && (
        <p id={noteId} className="form-field-note">
          Set by the recorded payment
        </p>
      )}
    </div>
  );
}

/** A text input whose value is reshaped as it is typed (the phone number's (555) 123-4567). */
function FormattedInput({ id, field }: { id: string; field: FormField }) {
  const { register, setValue } = useFormContext<FieldValues>();
  if (field.input.type !== 'tel') return null;
  const { format, maxLength } = field.input;
  return (
    <input
      id={id}
      type="tel"
      inputMode="tel"
      autoComplete={field.autoComplete}
      maxLength={maxLength}
      {...register(field.name, {
        onChange: (event: { target: { value: string } }) => setValue(field.name, format(event.target.value)),
      })}
    />
  );
}
