import { useSettings } from '#settings';
import { owedPaymentKey, receiptNotNeededRefusal } from '@hope/domain/office';
import { owedLabel } from '@hope/domain/receipts';
import type { StoredRecord } from '@hope/domain/records';
import { formatSchoolDayTime } from '@hope/domain/time';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMay } from '../auth/role';
import { useWatchedDocument } from '../data/provider';
import { owedRecordDocument, type OwedEntry } from './receipts-gateway';
import { kindOf, recordPathOf } from '../kinds';
import { AddEmailDialog } from './AddEmailDialog';
import { NoReceiptDialog } from './NoReceiptDialog';

interface Props {
  owed: OwedEntry;
  /** Shows which record it belongs to (on the Receipts screen; the record's own panel needs no link). */
  showRecord: boolean;
  busy: boolean;
  error: string | null;
  onSend: () => void;
}

/**
 * One payment without its receipt: whose, what, why (no email, or a failed delivery the sweep gave up on), since
 * when, and what the office can do: Send once the record has an email, Add email right here, or, for a cash
 * gift nobody left an address for, No receipt needed.
 */
export function OwedLine({ owed, showRecord, busy, error, onSend }: Props) {
  const { time_zone: timeZone } = useSettings();
  const mayAct = useMay('editRecords');
  const record = useWatchedDocument(owedRecordDocument(owed.record)).data as
    (StoredRecord & { id: string }) | null | undefined;
  const [asking, setAsking] = useState<'email' | 'waive' | null>(null);
  const payer = record ? kindOf(owed.record.collection).details.heading(record as never) : null;
  const payment = owedPaymentKey(owed.id, owed.record);
  const noEmail = owed.reason === 'no_email';
  const mayWaive = noEmail && record && payment !== null && !receiptNotNeededRefusal(record, payment);
  return (
    <li className="mail-line">
      <div className="mail-line-what">
        {payer && showRecord ? (
          <>
            <strong>{payer}</strong>
            <span className="mail-line-summary">{owed.summary}</span>
          </>
        ) : (
          <strong>{owed.summary}</strong>
        )}
      </div>
      <div className="mail-line-meta">
        Since {formatSchoolDayTime(timeZone, owed.since)}
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
      {noEmail && (
        <div className="mail-line-actions">
          {mayAct && record && payer && (
            <button type="button" className="button" onClick={() => setAsking('email')}>
              Add email
            </button>
          )}
          {mayAct && mayWaive && payer && (
            <button type="button" className="button secondary" onClick={() => setAsking('waive')}>
              No receipt needed
            </button>
          )}
          <button type="button" className="button secondary" disabled={busy} onClick={onSend}>
            {busy ? 'Sending...' : 'Send receipt'}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mail-resend-error">
          {error}
        </p>
      )}
      {record && payer && (
        <AddEmailDialog
          owed={owed}
          record={record}
          payer={payer}
          open={asking === 'email'}
          onOpenChange={(open) => setAsking(open ? 'email' : null)}
        />
      )}
      {record && payer && payment && mayWaive && (
        <NoReceiptDialog
          owed={owed}
          record={record}
          payer={payer}
          payment={payment}
          open={asking === 'waive'}
          onOpenChange={(open) => setAsking(open ? 'waive' : null)}
        />
      )}
    </li>
  );
}
