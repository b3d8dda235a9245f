import type { DepositBatch } from '@hope/domain/deposits';
import { formatCents } from '@hope/domain/money';

/** A batch's cash, check and overall totals, as the list and the batch page both show them. */
export function BatchTotals({ totals, className }: { totals: DepositBatch['totals']; className?: string }) {
  const lines = [
    ['Cash', totals.cash_cents],
    ['Checks', totals.check_cents],
    ['Total', totals.total_cents],
  ] as const;
  return (
    <dl className={className ? `deposit-totals ${className}` : 'deposit-totals'}>
      {lines.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
