import { fetchPayoutsRequestSchema, type FetchedPayout } from '@hope/domain/books';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../ui/Banner';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { callableErrorMessage } from '../data/callable';
import { formatCents } from '@hope/domain/money';
import { formatArrivalDay } from './money';
import { fetchPayouts } from './payouts-gateway';

const today = () => new Date().toISOString().slice(0, 10);

function summary(payouts: FetchedPayout[]): string {
  const written = payouts.filter((payout) => payout.problem === null).length;
  if (payouts.length === 0) return 'Stripe has no payouts arriving on those days.';
  return `${written} of ${payouts.length} payout${payouts.length === 1 ? '' : 's'} reconciled.`;
}

/**
 * "Fetch payouts" (owners and admins): reconciles now the payouts arriving at the bank between two days, for
 * one whose Stripe events were missed. A bad range is refused with the words the server would use.
 */
export function FetchPayouts({ month }: { month: string }) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(today());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<FetchedPayout[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = fetchPayoutsRequestSchema.safeParse({ from, to });
    setResult(null);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    try {
      setResult((await fetchPayouts(parsed.data)).payouts);
    } catch (failure) {
      console.error('Fetching payouts failed', failure);
      setError(callableErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Fetch payouts
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Fetch Payouts"
        description="Reconciles now the Stripe payouts that arrive at the bank between these two days."
        footer={
          <>
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Close
            </button>
            <button type="submit" form="fetch-payouts-form" className="button" disabled={busy}>
              {busy ? 'Fetching...' : 'Fetch'}
            </button>
          </>
        }
      >
        <form id="fetch-payouts-form" className="fetch-payouts-form" onSubmit={(event) => void submit(event)}>
          <Field id="fetch-from" label="Arriving from" look="page">
            {() => (
              <input id="fetch-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            )}
          </Field>
          <Field id="fetch-to" label="Arriving until" look="page">
            {() => <input id="fetch-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
          </Field>
        </form>
        {error && <Banner tone="error">{error}</Banner>}
        {result && (
          <div role="status">
            <p>{summary(result)}</p>
            <ul className="fetch-results">
              {result.map((payout) => (
                <li key={payout.payout_id}>
                  {formatArrivalDay(payout.arrival_date)}, {formatCents(payout.amount)}:{' '}
                  {payout.problem ??
                    `${payout.lines} lines${payout.unattributed ? `, ${payout.unattributed} not matched to a record` : ''}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    </>
  );
}
