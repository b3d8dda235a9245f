import { Placeholder } from '../../../ui/Placeholder';
import { MailLine } from './MailLine';
import { useFailedMail } from './failed-mail-store';
import { useResend } from './useResend';

/** Every message whose delivery failed, with its SMTP error and Resend (after fixing the record's email). */
export function FailedMailList() {
  const failed = useFailedMail();
  const { busy, error, resend } = useResend();
  return (
    <section className="card receipts-section" aria-labelledby="failed-title">
      <h2 id="failed-title">Failed deliveries</h2>
      {failed === null ? (
        <Placeholder label="Loading the failed deliveries..." count={1} height="1.5rem" />
      ) : failed.length === 0 ? (
        <p className="muted">Every receipt, note and statement was delivered to its mail server.</p>
      ) : (
        <>
          <p>Correct the email address in the record if it is wrong, then resend.</p>
          <ul className="mail-lines">
            {failed.map((entry) => (
              <MailLine
                key={entry.id}
                mail={entry}
                busy={busy === entry.id}
                error={error?.id === entry.id ? error.text : null}
                onResend={() => void resend(entry.id, 'The message')}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
