/**
 * The footer of a dialog that holds a form: Cancel (or Close), and the button that sends the form by its id,
 * disabled and saying so while the form is being sent.
 */
export function FormFooter({
  formId,
  submitLabel,
  busy,
  busyLabel = 'Saving...',
  onCancel,
  cancelLabel = 'Cancel',
}: {
  formId: string;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <>
      <button type="button" className="button secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="button" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
