import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { FormFooter } from '../../../ui/FormFooter';
import './action-dialog.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, with the amount: the person reads it before confirming. */
  consequence: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are, named for what it keeps ("Keep plan"); "Cancel" by default. */
  cancelLabel?: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  /** The action's fields (amount, reason...). */
  children?: ReactNode;
  /** A destructive action's confirm button is red. */
  danger?: boolean;
}

/**
 * The confirm dialog of an office action (a refund, a void, a member's removal, a page hidden): fields, the
 * consequence, an error, Cancel and the action.
 */
export function ActionDialog(props: Props) {
  const { open, onOpenChange, title, consequence, confirmLabel, busy, error, onConfirm, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn in a portal, but React still passes its submit up to a form around the dialog's
    // owner (the settings form): the action's confirm must not also submit that form.
    event.stopPropagation();
    if (!busy) onConfirm();
  };
  const formId = `office-action-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      footer={
        <FormFooter
          formId={formId}
          submitLabel={confirmLabel}
          busy={busy}
          busyLabel="Working..."
          onCancel={() => onOpenChange(false)}
          cancelLabel={props.cancelLabel}
          danger={props.danger}
        />
      }
    >
      <form id={formId} className="action-form" onSubmit={submit} noValidate>
        {children}
        <p className="action-consequence">{consequence}</p>
        {error && (
          <p className="action-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
