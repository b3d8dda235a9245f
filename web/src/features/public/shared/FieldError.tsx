import { formMessage } from '../../../i18n';

/**
 * A field's problem under it, in the page's language; its control names it with aria-describedby (and
 * aria-invalid), so that moving the focus to the field reads the problem too.
 */
export function FieldError({
  id,
  message,
  className = '',
}: {
  id: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <span id={id} className={`give-field-error ${className}`}>
      {formMessage(message)}
    </span>
  );
}

/** The attributes of a control described by its FieldError (none while it has no problem). */
export function describedByError(id: string, message?: string) {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
