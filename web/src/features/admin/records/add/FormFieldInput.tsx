import { appConfig } from '@hope/domain/config';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useSettings } from '#settings';
import { resolveOptions, type FormField } from '../../kinds';

/** The longest text the database rules accept in a field. */
const TEXT_MAX = appConfig.limits.textMaxLength;

/**
 * One described field inside a react-hook-form FormProvider: a labelled input of the described type. A locked
 * field (one the record's payments own) shows its value read-only with `lockNote`, the reason it cannot change;
 * its value stays the one the form opened with.
 */
export function FormFieldInput({ field, lockNote = null }: { field: FormField; lockNote?: string | null }) {
  const { register, formState, getValues } = useFormContext<FieldValues>();
  const settings = useSettings();
  const id = `field-${field.name}`;
  const noteId = `${id}-note`;
  const { input } = field;
  const readOnly = lockNote !== null;
  const lock = readOnly ? { readOnly: true, 'aria-describedby': noteId } : {};
  const note = readOnly && (
    <p id={noteId} className="form-field-note">
      {lockNote}
    </p>
  );

  if (input.type === 'checkbox') {
    return (
      <div className="form-field form-field-checkbox">
        <span className="form-field-checkbox-row">
          {readOnly ? (
            // A checkbox cannot be read-only: a disabled one, not registered, keeps the opened value.
            <input
              id={id}
              type="checkbox"
              disabled
              readOnly
              checked={Boolean(getValues(field.name))}
              aria-describedby={noteId}
            />
          ) : (
            <input id={id} type="checkbox" {...register(field.name)} />
          )}
          <label htmlFor={id}>{field.label}</label>
        </span>
        {note}
      </div>
    );
  }

  let control;
  if (input.type === 'tel') {
    control = <FormattedInput id={id} field={field} />;
  } else if (input.type === 'select' && readOnly) {
    // A select cannot be read-only: the chosen option's text in a read-only input, not registered.
    const chosen: unknown = getValues(field.name);
    const label = resolveOptions(input.options, settings).find((option) => option.value === chosen)?.label;
    control = <input id={id} type="text" value={label ?? String(chosen ?? '')} {...lock} />;
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
      {note}
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
