import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formMessage } from '../../../i18n';
import { Dialog } from '../../../ui/Dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onDelete: () => Promise<void>;
}

/** Asks before deleting a page: its link stops working for everyone it was sent to. */
export function DeletePageDialog({ open, onOpenChange, name, onDelete }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      setFailure(
        error instanceof Error ? formMessage(error.message) : t`Could not delete the page. Please try again.`,
      );
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete ${name}’s page?`}
      description={t`Its link stops working for everyone you sent it to. Gifts already made stay with the school.`}
      footer={
        <>
          <button type="button" className="button secondary" onClick={() => onOpenChange(false)}>
            <Trans>Keep the page</Trans>
          </button>
          <button type="button" className="button danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? t`Deleting…` : t`Delete the page`}
          </button>
        </>
      }
    >
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
