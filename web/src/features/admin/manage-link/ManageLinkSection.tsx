import { hasOpenPlan, type RecordCollection, type StoredRecord } from '@hope/domain/records';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMay } from '../auth/role';
import { callableErrorMessage } from '../data/callable';
import { ActionDialog } from '../shared/ActionDialog';
import { turnOffManageLink } from './manage-link-gateway';

type Target = { collection: RecordCollection; id: string };

/**
 * A running monthly gift's "Manage my monthly gift" link, sent in the thank-you page and every receipt: an
 * owner or admin can turn off every copy made until now (a forwarded receipt, a donor who asks), after a
 * confirm. Receipts sent later carry a new link.
 */
export function ManageLinkSection({ target, record }: { target: Target; record: StoredRecord }) {
  const mayAct = useMay('editRecords');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!mayAct || !hasOpenPlan(record)) return null;

  const close = () => {
    setConfirming(false);
    setError(null);
  };
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await turnOffManageLink(target);
      toast.success('The manage link is turned off.');
      close();
    } catch (failure) {
      console.error('Turning off the manage link failed', failure);
      setError(callableErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card details-section" aria-labelledby="manage-link-title">
      <h2 id="manage-link-title">Manage link</h2>
      <p className="muted">
        The donor’s thank-you page and receipts carry a link to update their card or cancel their monthly
        gift.
      </p>
      <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
        Turn off the manage link
      </button>
      <ActionDialog
        open={confirming}
        onOpenChange={(open) => !open && close()}
        title="Turn Off the Manage Link"
        confirmLabel="Turn off the link"
        danger
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        consequence="Every manage link sent to this donor until now stops working. The monthly gift itself goes on, and a receipt sent later carries a new link."
      />
    </section>
  );
}
