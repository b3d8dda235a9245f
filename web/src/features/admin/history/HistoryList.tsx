import { useSettings } from '#settings';
import { actorLabel, historyLines } from '@hope/domain/office';
import { formatSchoolDayTime } from '@hope/domain/time';
import type { ReactNode } from 'react';
import type { HistoryEntry } from './useHistory';
import './history.css';

/** History entries as a list: when, who, what, and each changed field before and after. */
export function HistoryList({
  entries,
  recordLink,
}: {
  entries: readonly HistoryEntry[];
  /** The Activity screen names the record of each entry (a link to it). */
  recordLink?: (entry: HistoryEntry) => ReactNode;
}) {
  const { time_zone: timeZone } = useSettings();
  return (
    <ol className="history-list">
      {entries.map((entry) => {
        const lines = historyLines(timeZone, entry.collection, entry.changes);
        return (
          <li key={entry.id}>
            <p className="history-head">
              <time dateTime={entry.at}>{formatSchoolDayTime(timeZone, entry.at)}</time>
              <span className="history-who">{actorLabel(entry.actor)}</span>
            </p>
            {recordLink?.(entry)}
            <p className="history-summary">{entry.summary}</p>
            {lines.length > 0 && (
              <ul className="history-changes">
                {lines.map((line) => (
                  <li key={line.field}>
                    <span className="history-field">{line.label}:</span> <span>{line.before}</span>{' '}
                    <span aria-label="changed to">→</span> <span>{line.after}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
