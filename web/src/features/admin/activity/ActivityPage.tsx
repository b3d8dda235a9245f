import { actorLabel } from '@hope/domain/office';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import { nextDateKey, schoolDateKeyStart } from '@hope/domain/time';
import { useSettings } from '#settings';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';
import { HistoryList } from '../history/HistoryList';
import { useActivity, type HistoryEntry } from '../history/useHistory';
import './activity.css';
import { listPathOf } from '../kinds';

/** The day after a school-time date key, as the instant it starts (the filter's end is inclusive). */
function dayAfterStart(timeZone: string, key: string): string | null {
  if (!schoolDateKeyStart(timeZone, key)) return null;
  return schoolDateKeyStart(timeZone, nextDateKey(key))?.toISOString() ?? null;
}

/**
 * The team's recent changes across every record, newest first, by member (or Stripe) and between two days:
 * who changed what, when, each field before and after, and a link to the record.
 */
export function ActivityPage() {
  const [who, setWho] = useState('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { time_zone: timeZone } = useSettings();
  const filters = useMemo(
    () => ({
      who,
      fromIso: from ? (schoolDateKeyStart(timeZone, from)?.toISOString() ?? null) : null,
      toIso: to ? dayAfterStart(timeZone, to) : null,
    }),
    [who, from, to, timeZone],
  );
  const activity = useActivity(filters);
  // Members seen in what is loaded, so the choice stays when its own entries are the only ones shown.
  const [members, setMembers] = useState(new Map<string, string>());
  const seen = activity.entries.flatMap((entry) =>
    entry.actor.type === 'member' && !members.has(entry.actor.uid)
      ? [[entry.actor.uid, actorLabel(entry.actor)]]
      : [],
  );
  if (seen.length > 0) setMembers(new Map([...members, ...(seen as [string, string][])]));
  const entries = activity.entries.filter((entry) => entry.kind !== 'payment_received');
  // Records are named as the lists name them (the shared listeners hold the chosen campaign's).
  const donations = useLiveDonations().records;
  const partners = useLivePartners().records;
  const names = useMemo(
    () =>
      new Map([
        ...donations.map((record) => [record.id, record.parent_name] as const),
        ...partners.map((record) => [record.id, record.company_name] as const),
      ]),
    [donations, partners],
  );

  const recordLink = (entry: HistoryEntry) => {
    return (
      <p className="history-record">
        <Link to={listPathOf(entry.collection)} state={{ selectedId: entry.record_id }}>
          {entry.collection === DONATIONS_COLLECTION ? 'Donation' : 'Partner'}:{' '}
          {names.get(entry.record_id) ?? entry.record_id}
        </Link>
      </p>
    );
  };

  return (
    <div className="activity">
      <h1>Activity</h1>
      <div className="activity-filters">
        <label className="filter-field">
          <span>Member</span>
          <select value={who} onChange={(event) => setWho(event.target.value)}>
            <option value="all">Everyone</option>
            <option value="stripe">Stripe</option>
            {[...members].map(([uid, name]) => (
              <option key={uid} value={uid}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          <span>From</span>
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className="filter-field">
          <span>To</span>
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
      </div>
      <section className="card activity-card" aria-label="Recent changes">
        {activity.status === 'loading' && <p className="muted">Loading activity...</p>}
        {activity.status === 'error' && <p className="muted">The activity could not be loaded.</p>}
        {activity.status === 'ready' &&
          (entries.length === 0 ? (
            <p className="muted">No change matches these filters.</p>
          ) : (
            <HistoryList entries={entries} recordLink={recordLink} />
          ))}
      </section>
    </div>
  );
}
