import { useWatchedQuery } from '../data/provider';
import { pledgesQuery, type WatchedDrive } from './drives-gateway';

/** A drive's pledges so far: how many cards are saved and waiting for the counts. */
export function DrivePledges({ drive }: { drive: WatchedDrive }) {
  const pledges = useWatchedQuery(pledgesQuery(drive.id));
  if (pledges.status === 'loading') return <p className="muted">Counting the pledges...</p>;
  const waiting = pledges.data.filter((pledge) => pledge.status === 'saved').length;
  const charged = pledges.data.filter((pledge) => pledge.status === 'charged').length;
  return (
    <p className="drive-pledges">
      {waiting === 1 ? '1 pledge' : `${waiting} pledges`} waiting for the counts
      {charged > 0 && `, ${charged} charged`}
    </p>
  );
}
