import { batchContentsText, batchLabel, depositStateLabels } from '@hope/domain/deposits';
import { formatDayKey } from '@hope/domain/time';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../../ui/Banner';
import { Placeholder } from '../../../ui/Placeholder';
import { useMay, ViewOnlyNote } from '../auth/role';
import { BatchTotals } from './BatchTotals';
import { watchStore } from '../data/provider';
import { recentBatchesQuery } from './deposits-gateway';
import { useBatches } from './useBatches';
import { useDepositStep } from './useDepositStep';
import './deposits.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Opens the batches' listener ahead of the screen (the sidebar link's hover or focus). */
export function prefetchDeposits(): void {
  watchStore.prefetch(recentBatchesQuery);
}

/** Deposits: the batches of cash and checks, newest first, with their state and totals; open a new one. */
export function DepositsPage() {
  const state = useBatches();
  const mayAct = useMay('editRecords');
  const step = useDepositStep();
  const navigate = useNavigate();

  async function open() {
    const batchId = await step.run({ op: 'open' }, 'Batch opened.');
    if (batchId) navigate(`/admin/deposits/${batchId}`);
  }

  return (
    <section className="deposits-page" aria-labelledby="deposits-title">
      <h1 id="deposits-title">Deposits</h1>
      <p className="muted">
        Cash and checks received in person go into a batch. One member counts it, a second signs it off; each
        item is then recorded on its record and receipted, and the slip goes to the bank with the deposit.
      </p>
      {mayAct ? (
        <button type="button" className="button" disabled={step.busy} onClick={() => void open()}>
          {step.busy ? 'Opening...' : 'Open a new batch'}
        </button>
      ) : (
        <ViewOnlyNote />
      )}
      {step.error && <Banner tone="error">{step.error}</Banner>}
      {state === null && <Placeholder label="Loading deposit batches..." height="7.5rem" />}
      {state?.status === 'error' && (
        <p role="alert">The deposit batches could not be loaded. Please reload the page.</p>
      )}
      {state?.status === 'ready' && state.batches.length === 0 && (
        <p className="muted">No deposit batch yet.</p>
      )}
      {state && state.batches.length > 0 && (
        <ul className="deposit-batches" aria-label="Deposit batches">
          {state.batches.map((batch) => (
            <li key={batch.id} className="card deposit-batch-card">
              <div className="deposit-batch-head">
                <Link to={`/admin/deposits/${batch.id}`}>{batchLabel(batch)}</Link>
                <span className={`deposit-state deposit-state-${batch.state}`}>
                  {depositStateLabels[batch.state]}
                </span>
              </div>
              <p className="muted">
                {capitalized(batchContentsText(batch.items))}
                {batch.deposited_on && ` · deposited ${formatDayKey(batch.deposited_on)}`}
              </p>
              <BatchTotals totals={batch.totals} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
