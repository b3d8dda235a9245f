import { checkPayoutBalance, type Payout, type PayoutTotals } from '@hope/domain/books';
import { useId, useState } from 'react';
import { formatCents } from '@hope/domain/money';
import { formatDayKey } from '@hope/domain/time';
import { PayoutLines } from './PayoutLines';

/** What the payout is made of, gross, with Stripe's fees apart: they add up to the sum of the lines. */
function figures(totals: PayoutTotals): [string, number][] {
  const shown: [string, number][] = [
    ['Payments', totals.charges],
    ['Refunds', totals.refunds],
    ['Disputes', totals.disputes],
  ];
  if (totals.other !== 0) shown.push(['Other', totals.other]);
  shown.push(['Stripe fees', -totals.fee]);
  return shown;
}

/**
 * One payout as the bank statement shows it (the day it arrives, the amount), with what it is made of at a
 * glance; Show lines opens each line. The sum of the lines is shown beside the payout's amount, and says so
 * plainly if the two ever differ.
 */
export function PayoutCard({ payout }: { payout: Payout }) {
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const check = checkPayoutBalance(payout, payout.lines);
  const { totals } = check;
  const arrival = formatDayKey(payout.arrival_date);
  return (
    <li className="card payout-card">
      <div className="payout-head">
        <h2 className="payout-title">
          <span className="payout-day">{arrival}</span>
          <span className="payout-amount">{formatCents(payout.amount)}</span>
        </h2>
        <p className="payout-meta muted">
          Stripe payout {payout.payout_id} · {payout.status}
        </p>
      </div>
      <dl className="payout-figures">
        {figures(totals).map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
        <div>
          <dt>Sum of lines</dt>
          <dd className={check.balanced ? 'payout-balanced' : 'payout-unbalanced'}>
            {formatCents(totals.net)}{' '}
            {check.balanced ? '(matches)' : `(differs by ${formatCents(check.difference)})`}
          </dd>
        </div>
      </dl>
      {totals.unattributed > 0 && (
        <p className="payout-flag">
          {totals.unattributed} line{totals.unattributed === 1 ? '' : 's'} not matched to a record
        </p>
      )}
      {!check.balanced && <p className="payout-flag">{check.message}</p>}
      <button
        type="button"
        className="button secondary payout-toggle"
        aria-expanded={open}
        aria-controls={linesId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide' : 'Show'} {payout.lines.length} line{payout.lines.length === 1 ? '' : 's'}
        <span className="visually-hidden"> of the payout of {arrival}</span>
      </button>
      <div id={linesId} hidden={!open}>
        {open && <PayoutLines payout={payout} />}
      </div>
    </li>
  );
}
