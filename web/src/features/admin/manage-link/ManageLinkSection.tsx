import { hasOpenPlan, type RecordCollection, type StoredRecord } from '@hope/domain/records';
import { useState } from 'react';
import { useMay } from '../auth/role';
import { useConfirmedAction } from '../data/useConfirmedAction';
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
  const { busy, error, run, clear } = useConfirmedAction(
    () => turnOffManageLink(target),
    'The manage link is turned off.',
    () => close(),
  );
  if (!mayAct || !hasOpenPlan(record)) return null;

  function close() {
    setConfirming(false);
    clear();
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
        onConfirm={() => void run()}
        consequence="Every manage link sent to this donor until now stops working. The monthly gift itself goes on, and a receipt sent later carries a new link."
      />
    </section>
  );
}
