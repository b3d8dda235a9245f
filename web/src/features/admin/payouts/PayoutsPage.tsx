import { MonthField, useChosenMonth } from '../../../ui/MonthField';
import { useMay, ViewOnlyNote } from '../auth/role';
import { FetchPayouts } from './FetchPayouts';
import { PayoutCard } from './PayoutCard';
import { usePayouts } from './usePayouts';
import './payouts.css';

/**
 * Payouts: each deposit Stripe makes to the bank, for a month of the bank statement, with the gifts, fees,
 * refunds and disputes it is made of, every line traced to its family or company. Live: a payout Stripe
 * reports while the screen is open appears at once.
 */
export function PayoutsPage() {
  // The bank statement's month, chosen from the school's current one (Stripe dates arrivals by bank day).
  const [month, setMonth] = useChosenMonth();
  const state = usePayouts(month);
  const mayFetch = useMay('editRecords');
  return (
    <div className="payouts-page">
      <h1>Payouts</h1>
      <p className="payouts-intro">
        Each Stripe payout as it arrives at the bank, with the payments, refunds, disputes and fees it is made
        of.
      </p>
      <div className="payouts-controls">
        <MonthField id="payouts-month" label="Arriving in" month={month} onChange={setMonth} />
        {mayFetch ? <FetchPayouts month={month} /> : <ViewOnlyNote />}
      </div>
      {state.status === 'loading' && <p role="status">Loading payouts...</p>}
      {state.status === 'error' && (
        <p role="alert">The payouts could not be loaded. Please reload the page.</p>
      )}
      {state.status === 'ready' && state.payouts.length === 0 && (
        <p className="card payouts-empty">
          No payouts arrive in this month yet. Stripe pays out each day's available balance; it appears here
          when it is paid{mayFetch ? ', or use Fetch payouts for one that is missing' : ''}.
        </p>
      )}
      {state.payouts.length > 0 && (
        <ul className="payouts-list" aria-label="Payouts">
          {state.payouts.map((payout) => (
            <PayoutCard key={payout.payout_id} payout={payout} />
          ))}
        </ul>
      )}
    </div>
  );
}
