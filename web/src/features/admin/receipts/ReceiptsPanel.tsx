import { mailRecipient, type StoredRecord } from '@hope/domain';
import { useEffect, useState } from 'react';
import { MailLine } from './MailLine';
import { watchRecordMail, type MailEntry } from './receipts-gateway';
import { useResend } from './useResend';
import './receipts.css';

/**
 * The receipts sent for a record (receipts, a pledge invoice): what, to whom, when and how delivery went, live,
 * with Resend; or why the record gets none.
 */
export function ReceiptsPanel({ recordId, record }: { recordId: string; record: StoredRecord }) {
  const [mail, setMail] = useState<MailEntry[] | null>(null);
  const { busy, error, resend } = useResend();
  useEffect(() => watchRecordMail(recordId, setMail), [recordId]);
  const recipient = mailRecipient(record);
  return (
    <section className="card details-section receipts-panel" aria-labelledby="receipts-title">
      <h2 id="receipts-title">Receipts</h2>
      {'reason' in recipient && <p className="receipts-reason">{recipient.reason}</p>}
      {mail === null ? (
        <p className="muted">Loading...</p>
      ) : mail.length === 0 ? (
        'email' in recipient && (
          <p className="muted">No receipt sent yet: one is sent when a payment arrives.</p>
        )
      ) : (
        <ul className="mail-lines">
          {mail.map((entry) => (
            <MailLine
              key={entry.id}
              mail={entry}
              busy={busy === entry.id}
              error={error?.id === entry.id ? error.text : null}
              onResend={() => void resend(entry.id, entry.kind === 'pledge' ? 'The invoice' : 'The receipt')}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
