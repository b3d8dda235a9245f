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
        <p className="muted">Loading...</p>
      ) : owed.length === 0 ? (
        <p className="muted">Every payment has its receipt.</p>
      ) : (
        <>
          <p>
            Add the email address to the record: the receipt is then sent on its own within minutes, or at
            once with Send receipt.
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
