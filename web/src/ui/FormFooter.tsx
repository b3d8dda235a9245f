/**
 * The footer of a dialog that holds a form: Cancel (or Close, or what it keeps), and the button that sends the
 * form by its id. While the form is being sent both are disabled and the button says so: closing then would
 * leave the outcome unseen, and a second send could do the thing twice.
 */
export function FormFooter({
  formId,
  submitLabel,
  busy,
  busyLabel = 'Saving...',
  onCancel,
  cancelLabel = 'Cancel',
  danger = false,
}: {
  formId: string;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
  cancelLabel?: string;
  /** A destructive action's button is red. */
  danger?: boolean;
}) {
  return (
    <>
      <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className={`button${danger ? ' danger' : ''}`} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
