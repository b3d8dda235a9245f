import { useSettings } from '#settings';
import { hasValidEmail } from '@hope/domain/input';
import { messages } from '@hope/domain/messages';
import type { StoredRecord } from '@hope/domain/records';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '../../../ui/Field';
import { callableErrorMessage } from '../data/callable';
import { EditConflictError, saveEdit } from '../data/records-gateway';
import { kindOf } from '../kinds';
import { ActionDialog } from '../shared/ActionDialog';
import type { OwedEntry } from './receipts-gateway';

interface Props {
  owed: OwedEntry;
  record: StoredRecord & { id: string };
  payer: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds the missing email to the record of an owed receipt, through the record's own edit (checked by the same
 * rules, written with its history entry on the server); the receipt then goes out on its own.
 */
export function AddEmailDialog({ owed, record, payer, open, onOpenChange }: Props) {
  const settings = useSettings();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { details, collection } = kindOf(owed.record.collection);

  async function save() {
    const typed = email.trim();
    if (!hasValidEmail(typed)) return setProblem(messages.validation.email);
    const form = { ...details.toForm(record as never, settings), email: typed };
    const outcome = details.toUpdate(record as never, form, new Date(), settings);
    if (!outcome.ok) return setProblem(outcome.message);
    setBusy(true);
    setProblem(null);
    try {
      await saveEdit(collection, record.id, record, form, { email: typed });
      toast.success(`Email added: the receipt is on its way to ${typed}.`);
      onOpenChange(false);
    } catch (error) {
      setProblem(
        error instanceof EditConflictError
          ? 'Someone changed this record meanwhile. Close this and try again.'
          : callableErrorMessage(error, 'The email could not be saved. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title={`Add email for ${payer}`}
      consequence="The email is saved on the record, with your name in its history, and the receipt is sent to it."
      confirmLabel="Save email"
      busy={busy}
      error={null}
      onConfirm={() => void save()}
    >
      <Field id={`add-email-${owed.id}`} label="Email address" error={problem ?? undefined}>
        {(describedBy) => (
          <input
            id={`add-email-${owed.id}`}
            type="email"
            autoComplete="off"
            value={email}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
    </ActionDialog>
  );
}
