import { Placeholder } from '../../../ui/Placeholder';
import { OwedLine } from './OwedLine';
import { useOwedReceipts } from './useOwedReceipts';
import { useResend } from './useResend';

/**
 * Every payment whose receipt was never made because its record had no email: sent as soon as it has one.
 * (A receipt whose delivery failed exists: it is listed under Failed deliveries, live, until it is sent.)
 */
export function OwedReceiptList() {
  const owed = useOwedReceipts()?.filter((entry) => entry.reason === 'no_email') ?? null;
  const { busy, error, resend } = useResend();
  return (
    <section className="card receipts-section" aria-labelledby="owed-title">
      <h2 id="owed-title">Payments without a receipt</h2>
      {owed === null ? (
        <Placeholder label="Loading the payments without a receipt..." count={2} height="6.5rem" />
      ) : owed.length === 0 ? (
        <p className="muted">Every payment has its receipt.</p>
      ) : (
        <>
          <p>
            Add the email address: the receipt is then sent on its own within minutes, or at once with Send
            receipt. A cash gift nobody left an address for can be marked No receipt needed.
          </p>
          <ul className="mail-lines">
            {owed.map((entry) => (
              <OwedLine
                key={entry.id}
                owed={entry}
                showRecord
                busy={busy === entry.id}
                error={error?.id === entry.id ? error.text : null}
                onSend={() => void resend(entry.id, 'The receipt', true)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
