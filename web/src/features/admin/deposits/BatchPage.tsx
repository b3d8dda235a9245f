import { batchContentsText, batchLabel, depositStateLabels, type MemberStamp } from '@hope/domain/deposits';
import { formatSchoolDayTime } from '@hope/domain/time';
import { useSettings } from '#settings';
import { Link, useParams } from 'react-router';
import { useMay, ViewOnlyNote } from '../auth/role';
import { AddItemForm } from './AddItemForm';
import { BatchActions } from './BatchActions';
import { BatchItems } from './BatchItems';
import { useBatch } from './useBatches';
import { BatchTotals } from './BatchTotals';
import './deposits.css';

const who = (stamp: MemberStamp, timeZone: string) =>
  `${stamp.email ?? stamp.uid}, ${formatSchoolDayTime(timeZone, stamp.at)}`;

/** One batch: its items and totals, adding items while it is open, counting, signing off, the slip. */
export function BatchPage() {
  const batchId = useParams().batchId ?? '';
  const timeZone = useSettings().time_zone;
  const batch = useBatch(batchId);
  const mayAct = useMay('editRecords');

  if (batch === undefined) return <p className="muted">Loading...</p>;
  if (batch === null) {
    return (
      <section className="deposits-page">
        <p>This deposit batch was not found.</p>
        <Link to="/admin/deposits">All deposits</Link>
      </section>
    );
  }
  const editable = mayAct && batch.state !== 'deposited';
  return (
    <section className="deposits-page" aria-labelledby="batch-title">
      <Link to="/admin/deposits">All deposits</Link>
      <div className="deposit-batch-head">
        <h1 id="batch-title">{batchLabel(batch)}</h1>
        <span className={`deposit-state deposit-state-${batch.state}`}>
          {depositStateLabels[batch.state]}
        </span>
      </div>
      <BatchTotals totals={batch.totals} className="card" />
      <ul className="deposit-steps muted">
        <li>Opened by {who(batch.opened, timeZone)}</li>
        {batch.counted && <li>Counted by {who(batch.counted, timeZone)}</li>}
        {batch.signed_off && <li>Signed off by {who(batch.signed_off, timeZone)}</li>}
      </ul>
      {!mayAct && <ViewOnlyNote />}
      <BatchActions batchId={batch.id} batch={batch} mayAct={mayAct} />
      <section className="card" aria-labelledby="items-title">
        <div className="deposit-items-head">
          <h2 id="items-title">Items</h2>
          {batch.items.length > 0 && <p className="muted">{batchContentsText(batch.items)}</p>}
        </div>
        <BatchItems batchId={batch.id} items={batch.items} mayEdit={editable} />
      </section>
      {editable && <AddItemForm batchId={batch.id} />}
    </section>
  );
}
