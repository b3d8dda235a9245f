import { payoutLineLabel, type Payout } from '@hope/domain/books';
import { Link } from 'react-router';
import { formatCents } from '@hope/domain/money';
import { listPathOf } from '../kinds';

/**
 * A payout's lines: who the money came from (or a flag where no record of ours is named), what it was, and
 * Stripe's gross, fee and net; refunds and disputes are negative, as they leave the balance.
 */
export function PayoutLines({ payout }: { payout: Payout }) {
  return (
    <div className="payout-lines-wrap">
      <table className="payout-lines">
        <caption className="visually-hidden">Lines of the payout of {formatCents(payout.amount)}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col" className="amount">
              Gross
            </th>
            <th scope="col" className="amount">
              Fee
            </th>
            <th scope="col" className="amount">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {payout.lines.map((line) => (
            <tr key={line.balance_transaction} className={line.net < 0 ? 'payout-line-out' : undefined}>
              <td>
                {line.record ? (
                  <Link to={listPathOf(line.record.collection)} className="payout-line-name">
                    {line.name ?? 'Record without a name'}
                  </Link>
                ) : (
                  <span className="payout-line-unattributed">Not matched to a record</span>
                )}
                <span className="payout-line-kind">
                  {payoutLineLabel(line)} · {line.source ?? line.balance_transaction}
                </span>
              </td>
              <td className="amount" data-label="Gross">
                {formatCents(line.gross)}
              </td>
              <td className="amount" data-label="Fee">
                {/* A fee is money out, signed as in the payout's summary ("Stripe fees -$2.09"). */}
                {formatCents(-line.fee)}
              </td>
              <td className="amount" data-label="Net">
                {formatCents(line.net)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
