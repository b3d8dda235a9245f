import { formatCurrency } from '@hope/domain/money';
import { paymentsAfterVoid, pledgeLedger, type StoredRecord } from '@hope/domain/records';

/** Pledged, received and remaining: one ledger whether the pledge is paid by card, installments or checks. */
export function LedgerTotals({ record }: { record: StoredRecord }) {
  const { pledged, received, remaining } = pledgeLedger(record);
  return (
    <dl className="money-ledger">
      <div>
        <dt>Pledged</dt>
        <dd>{formatCurrency(pledged)}</dd>
      </div>
      <div>
        <dt>Received</dt>
        <dd>{formatCurrency(received)}</dd>
      </div>
      <div>
        <dt>Remaining</dt>
        <dd>{formatCurrency(remaining)}</dd>
      </div>
    </dl>
  );
}

/** Money recorded on the record after it was voided (a payment in flight): the office must act on it. */
export function PaidAfterVoid({ record }: { record: StoredRecord }) {
  const late = paymentsAfterVoid(record);
  if (late.length === 0) return null;
  const total = late.reduce((sum, line) => sum + line.amount - line.refunded, 0);
  return (
    <p className="money-voided" role="status">
      {late.length === 1 ? 'A payment' : `${late.length} payments`} of {formatCurrency(total)} reached this
      record after it was voided, receipted like any payment. Refund it, or restore the record so that it
      counts.
    </p>
  );
}
