import { unitWord } from '@hope/domain/drives';
import { formatCurrency } from '@hope/domain/money';
import { formatDayKey } from '@hope/domain/time';
import { useState } from 'react';
import { Link } from 'react-router';
import { Placeholder } from '../../../ui/Placeholder';
import { useMay, ViewOnlyNote } from '../auth/role';
import { useWatchedQuery } from '../data/provider';
import { DriveDialog } from './DriveDialog';
import { DrivePledges } from './DrivePledges';
import { drivesQuery, type WatchedDrive } from './drives-gateway';
import './drives.css';

/**
 * Pledge drives: a fun run or a read-a-thon, set up by an owner or admin, open for pledges on the students'
 * pages one at a time; each drive's pledges so far. Viewers see them without changing anything.
 */
export function DrivesPage() {
  const drives = useWatchedQuery(drivesQuery);
  const canEdit = useMay('editRecords');
  const [editing, setEditing] = useState<WatchedDrive | 'new' | null>(null);

  return (
    <section className="drives-page" aria-labelledby="drives-title">
      <header className="drives-head">
        <h1 id="drives-title">Pledge drives</h1>
        {canEdit && (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            New drive
          </button>
        )}
      </header>
      <p className="muted">
        Relatives pledge an amount per lap, minute or book on the students' pages. Their cards are saved when
        they pledge and charged once you have entered the counts.
      </p>
      {!canEdit && <ViewOnlyNote />}
      {drives.status === 'loading' && <Placeholder label="Loading the drives..." height="6rem" />}
      {drives.status !== 'loading' && drives.data.length === 0 && (
        <p className="card drives-empty">No pledge drives yet.</p>
      )}
      <ul className="drives-list">
        {drives.data.map((drive) => (
          <li key={drive.id} className="card drive-card">
            <div className="drive-card-head">
              <h2>{drive.name}</h2>
              <span className="drive-state" data-open={drive.open}>
                {drive.open ? 'Open for pledges' : 'Closed'}
              </span>
            </div>
            <dl className="drive-facts">
              <div>
                <dt>Event</dt>
                <dd>{formatDayKey(drive.event_date)}</dd>
              </div>
              <div>
                <dt>Counted</dt>
                <dd>
                  Up to {drive.max_units} {unitWord(drive, drive.max_units)}
                </dd>
              </div>
              <div>
                <dt>Suggested</dt>
                <dd>
                  {drive.suggested_rate === null
                    ? 'None'
                    : `${formatCurrency(drive.suggested_rate)} per ${unitWord(drive, 1)}`}
                </dd>
              </div>
            </dl>
            <DrivePledges drive={drive} />
            <div className="drive-actions">
              <Link className="button secondary" to={`/admin/drives/${drive.id}`}>
                Counts and charges
              </Link>
              {canEdit && (
                <button type="button" className="button secondary" onClick={() => setEditing(drive)}>
                  Change {drive.name}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing && <DriveDialog drive={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
