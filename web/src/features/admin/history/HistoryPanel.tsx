import type { RecordCollection } from '@hope/domain/records';
import { HistoryList } from './HistoryList';
import { useRecordHistory } from './useHistory';

/** The record's history in its details: every change, who made it and when, newest first. */
export function HistoryPanel({ collection, id }: { collection: RecordCollection; id: string }) {
  const history = useRecordHistory(collection, id);
  // Payments to acknowledge are the receipts' business; the change that brought them is listed already.
  const entries = history.entries.filter((entry) => entry.kind !== 'payment_received');
  return (
    <section className="card details-section" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {history.status === 'loading' && <p className="muted">Loading history...</p>}
      {history.status === 'error' && <p className="muted">The history could not be loaded.</p>}
      {history.status === 'ready' &&
        (entries.length === 0 ? (
          <p className="muted">No change recorded yet.</p>
        ) : (
          <HistoryList entries={entries} />
        ))}
    </section>
  );
}
