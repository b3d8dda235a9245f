import { useSettings } from '#settings';
import { owedLabel } from '@hope/domain/receipts';
import { formatSchoolDateTime } from '@hope/domain/time';
import { Link } from 'react-router';
import { useWatchedDocument } from '../data/provider';
import { owedRecordDocument, type OwedEntry } from './receipts-gateway';
import { kindOf, recordPathOf } from '../kinds';

interface Props {
  owed: OwedEntry;
  /** Shows which record it belongs to (on the Receipts screen; the record's own panel needs no link). */
  showRecord: boolean;
  busy: boolean;
  error: string | null;
  onSend: () => void;
}

/**
 * One payment without its receipt: what, why (no email, or a failed delivery the sweep gave up on), since
 * when, and Send: the receipt goes out once the record has an email address.
 */
export function OwedLine({ owed, showRecord, busy, error, onSend }: Props) {
  const { time_zone: timeZone } = useSettings();
  const payer = usePayerName(showRecord ? owed.record : null);
  return (
    <li className="mail-line">
      <div className="mail-line-what">
        {payer ? (
          <>
            <strong>{payer}</strong>
            <span className="mail-line-summary">{owed.summary}</span>
          </>
        ) : (
          <strong>{owed.summary}</strong>
        )}
      </div>
      <div className="mail-line-meta">
        Since {formatSchoolDateTime(timeZone, owed.since)}
        {showRecord && (
          <>
            {' · '}
            <Link to={recordPathOf(owed.record.collection, owed.record.id)}>Open the record</Link>
          </>
        )}
      </div>
      <div className="mail-line-state">
        <span className="mail-state mail-state-failed">{owedLabel(owed)}</span>
        <span className="mail-error">: {owed.detail}</span>
      </div>
      {owed.reason === 'no_email' && (
        <button type="button" className="button secondary" disabled={busy} onClick={onSend}>
          {busy ? 'Sending...' : 'Send receipt'}
        </button>
      )}
      {error && (
        <p role="alert" className="mail-resend-error">
          {error}
        </p>
      )}
    </li>
  );
}

/** The donor's or company's name on the record, live (null while it loads, or when it is not shown). */
function usePayerName(target: OwedEntry['record'] | null): string | null {
  const record = useWatchedDocument(target ? owedRecordDocument(target) : null).data;
  return target && record ? kindOf(target.collection).details.heading(record as never) : null;
}
