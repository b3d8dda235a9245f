import {
  driveBreakdown,
  driveCsv,
  driveFileName,
  type CountablePage,
  type Drive,
  type DriveLine,
  type Pledge,
} from '@hope/domain/drives';
import { formatCurrency } from '@hope/domain/money';
import { useSettings } from '#settings';
import { useMemo } from 'react';
import { downloadCsv } from '../../../lib/download';

interface Props {
  drive: Drive;
  pledges: readonly Pledge[];
  counts: Readonly<Record<string, number>>;
  pages: readonly CountablePage[];
}

function LinesTable({
  caption,
  lines,
  first,
}: {
  caption: string;
  lines: readonly DriveLine[];
  first: string;
}) {
  return (
    <div className="drive-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="drive-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {first === 'Student' && (
              <th scope="col" className="drive-table-text">
                Class
              </th>
            )}
            {first === 'Student' && <th scope="col">Count</th>}
            <th scope="col">Pledges</th>
            <th scope="col">Per unit</th>
            <th scope="col">Charged</th>
            <th scope="col">Refused</th>
            <th scope="col">Outstanding</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.className}|${line.name}|${line.code ?? ''}`}>
              <th scope="row">{line.name}</th>
              {first === 'Student' && <td className="drive-table-text">{line.className}</td>}
              {first === 'Student' && <td>{line.count ?? '–'}</td>}
              <td>{line.pledges}</td>
              <td>{formatCurrency(line.perUnit)}</td>
              <td>{formatCurrency(line.charged)}</td>
              <td>{formatCurrency(line.refused)}</td>
              <td>{formatCurrency(line.outstanding)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The treasurer's view of the drive: its money by class and by student (pledges, their sum per unit, charged,
 * refused, still to collect), and the same by student as a CSV file. Each charge is also a gift record, so it
 * shows in the payouts and reports like any other.
 */
export function DriveBreakdown({ drive, pledges, counts, pages }: Props) {
  const { time_zone: timeZone } = useSettings();
  const { students, classes } = useMemo(
    () => driveBreakdown(pledges, counts, pages),
    [pledges, counts, pages],
  );
  if (students.length === 0) return null;
  return (
    <section className="card drive-breakdown" aria-labelledby="breakdown-title">
      <div className="counts-head">
        <h2 id="breakdown-title">By class and student</h2>
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            downloadCsv(driveCsv(timeZone, students), driveFileName(drive.id, timeZone, new Date()))
          }
        >
          Export CSV
        </button>
      </div>
      <LinesTable caption="By class" lines={classes} first="Class" />
      <LinesTable caption="By student" lines={students} first="Student" />
    </section>
  );
}
