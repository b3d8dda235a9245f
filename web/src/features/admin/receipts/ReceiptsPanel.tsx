import { mailRecipient, type MailKind } from '@hope/domain/receipts';
import { type StoredRecord } from '@hope/domain/records';
import { MailLine } from './MailLine';
import { OwedLine } from './OwedLine';
import { useOwedReceipts } from './useOwedReceipts';
import { useRecordMail } from './useRecordMail';
import { useResend } from './useResend';
import './receipts.css';

/** How the toast names a message sent again, by its kind. */
const resentNames: Partial<Record<MailKind, string>> = { pledge: 'The invoice', payment_failed: 'The note' };

/**
 * The receipts sent for a record (receipts, a pledge invoice, the note of a returned bank payment): what, to whom, when and how delivery went, live,
 * with Resend; or why the record gets none, with the payments still owed a receipt (owners and admins).
 */
export function ReceiptsPanel({ recordId, record }: { recordId: string; record: StoredRecord }) {
  const mail = useRecordMail(recordId);
  const { busy, error, resend } = useResend();
  const owed = useOwedReceipts(recordId)?.filter((entry) => entry.reason === 'no_email') ?? [];
  const recipient = mailRecipient(record);
  return (
    <section className="card details-section receipts-panel" aria-labelledby="receipts-title">
      <h2 id="receipts-title">Receipts</h2>
      {'reason' in recipient && <p className="receipts-reason">{recipient.reason}</p>}
      {owed.length > 0 && (
        <ul className="mail-lines" aria-label="Payments without a receipt">
          {owed.map((entry) => (
            <OwedLine
              key={entry.id}
              owed={entry}
              showRecord={false}
              busy={busy === entry.id}
              error={error?.id === entry.id ? error.text : null}
              onSend={() => void resend(entry.id, 'The receipt', true)}
            />
          ))}
        </ul>
      )}
      {mail === null ? (
        <p className="muted">Loading...</p>
      ) : mail.length === 0 ? (
        'email' in recipient &&
        owed.length === 0 && <p className="muted">No receipt sent yet: one is sent when a payment arrives.</p>
      ) : (
        <ul className="mail-lines">
          {mail.map((entry) => (
            <MailLine
              key={entry.id}
              mail={entry}
              busy={busy === entry.id}
              error={error?.id === entry.id ? error.text : null}
              onResend={() => void resend(entry.id, resentNames[entry.kind] ?? 'The receipt')}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
