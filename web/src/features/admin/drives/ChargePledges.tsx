import { driveFigures, type Drive, type Pledge } from '@hope/domain/drives';
import { formatCurrency } from '@hope/domain/money';
import { useMemo, useState } from 'react';
import { callableErrorMessage } from '../data/callable';
import { JobProgress } from '../jobs/JobProgress';
import { useJob } from '../jobs/useJob';
import { ActionDialog } from '../shared/ActionDialog';
import { runDriveAction } from './drives-gateway';
import { RefusedPledges } from './RefusedPledges';

interface Props {
  drive: Drive;
  counts: Readonly<Record<string, number>>;
  pledges: readonly Pledge[];
  mayAct: boolean;
}

const PLEDGES = ['pledge', 'pledges'] as const;
const plural = (n: number) => (n === 1 ? '1 pledge' : `${n.toLocaleString('en-US')} pledges`);

/**
 * The drive's money and its one action: "Charge pledges" charges every saved pledge whose student is counted,
 * after a confirmation naming how many and the total, as a background job the screen follows live.
 */
export function ChargePledges({ drive, counts, pledges, mayAct }: Props) {
  const figures = useMemo(() => driveFigures(pledges, counts), [pledges, counts]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  const job = useJob('charge_pledges', drive.id, startedId);

  async function charge() {
    setBusy(true);
    setError(null);
    try {
      const started = await runDriveAction({ op: 'charge', id: drive.id });
      setStartedId(started.jobId ?? null);
      setConfirming(false);
    } catch (caught) {
      setError(callableErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card drive-money" aria-labelledby="drive-money-title">
      <h2 id="drive-money-title">Pledges</h2>
      <dl className="drive-facts">
        <div>
          <dt>Ready to charge</dt>
          <dd>
            {plural(figures.due.pledges)} · {formatCurrency(figures.due.amount)}
          </dd>
        </div>
        <div>
          <dt>Waiting for a count</dt>
          <dd>{plural(figures.waiting)}</dd>
        </div>
        <div>
          <dt>Charged</dt>
          <dd>
            {plural(figures.charged.pledges)} · {formatCurrency(figures.charged.amount)}
          </dd>
        </div>
        <div>
          <dt>Card refused</dt>
          <dd>
            {plural(figures.failed.pledges)} · {formatCurrency(figures.failed.amount)}
          </dd>
        </div>
      </dl>
      {job && <JobProgress job={job} noun={PLEDGES} verb="Charging" canResume={mayAct} />}
      {mayAct && (
        <button
          type="button"
          className="button"
          disabled={figures.due.pledges === 0}
          onClick={() => setConfirming(true)}
        >
          Charge pledges
        </button>
      )}
      <RefusedPledges driveId={drive.id} pledges={pledges} mayAct={mayAct} />
      <ActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Charge pledges"
        consequence={
          <>
            {plural(figures.due.pledges)} will be charged, {formatCurrency(figures.due.amount)} in all, each
            to the card saved when pledging. Each relative gets a receipt.
          </>
        }
        confirmLabel={`Charge ${formatCurrency(figures.due.amount)}`}
        busy={busy}
        error={error}
        onConfirm={() => void charge()}
      />
    </section>
  );
}
