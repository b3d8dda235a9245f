import { depositRefusals, signOffBlocker, type DepositBatch } from '@hope/domain/deposits';
import { useState } from 'react';
import { toast } from 'sonner';
import { Banner } from '../../../ui/Banner';
import { auth } from '../data/firebase';
import { callableErrorMessage } from '../data/callable';
import { downloadSlip } from './deposits-gateway';
import { CountDialog } from './CountDialog';
import { SignOffDialog } from './SignOffDialog';
import { useDepositStep } from './useDepositStep';

/**
 * Count (blind, in a dialog), sign off (confirmed with the total) and the slip. A disabled button says why beside it (the member who counted cannot sign off),
 * so nobody wonders what is missing.
 */
export function BatchActions({
  batchId,
  batch,
  mayAct,
}: {
  batchId: string;
  batch: DepositBatch;
  mayAct: boolean;
}) {
  const step = useDepositStep();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState<'count' | 'sign_off' | null>(null);
  const uid = auth.currentUser?.uid ?? '';
  const countBlocker =
    batch.state === 'counted'
      ? depositRefusals.alreadyCounted
      : batch.items.length === 0
        ? depositRefusals.empty
        : null;
  const signBlocker = signOffBlocker(batch, uid);

  async function slip() {
    setDownloading(true);
    try {
      await downloadSlip(batchId);
    } catch (error) {
      toast.error(callableErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="deposit-actions">
      {mayAct && batch.state !== 'deposited' && (
        <>
          <div className="deposit-action">
            <button
              type="button"
              className="button"
              disabled={step.busy || countBlocker !== null}
              aria-describedby={countBlocker && batch.items.length === 0 ? 'count-why' : undefined}
              onClick={() => setAsking('count')}
            >
              Mark as counted
            </button>
            {countBlocker && batch.items.length === 0 && (
              <p id="count-why" className="form-field-note">
                {countBlocker}
              </p>
            )}
          </div>
          <div className="deposit-action">
            <button
              type="button"
              className="button"
              disabled={step.busy || signBlocker !== null}
              aria-describedby={signBlocker ? 'sign-off-why' : undefined}
              onClick={() => setAsking('sign_off')}
            >
              Sign off and deposit
            </button>
            {signBlocker && (
              <p id="sign-off-why" className="form-field-note">
                {signBlocker}
              </p>
            )}
          </div>
        </>
      )}
      <div className="deposit-action">
        <button type="button" className="button secondary" disabled={downloading} onClick={() => void slip()}>
          {downloading ? 'Preparing...' : 'Download slip (PDF)'}
        </button>
      </div>
      {step.error && asking === null && <Banner tone="error">{step.error}</Banner>}
      <CountDialog
        batchId={batchId}
        batch={batch}
        step={step}
        open={asking === 'count'}
        onOpenChange={(open) => setAsking(open ? 'count' : null)}
      />
      <SignOffDialog
        batchId={batchId}
        batch={batch}
        step={step}
        open={asking === 'sign_off'}
        onOpenChange={(open) => setAsking(open ? 'sign_off' : null)}
      />
    </div>
  );
}
