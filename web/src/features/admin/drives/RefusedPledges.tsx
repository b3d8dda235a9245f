import { cardName, type Pledge } from '@hope/domain/drives';
import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from '../data/callable';
import { runDriveAction } from './drives-gateway';

const OUTCOME_WORDS: Record<string, string> = {
  charged: 'Charged.',
  failed: 'Refused again.',
  cancelled: 'Pledge cancelled.',
};

/**
 * The pledges whose card was refused, each with why: the relative was mailed a link to pay with another card;
 * the office can charge the saved card again (after the relative asked their bank) or cancel the pledge.
 */
export function RefusedPledges({
  driveId,
  pledges,
  mayAct,
}: {
  driveId: string;
  pledges: readonly Pledge[];
  mayAct: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const refused = pledges.filter((pledge) => pledge.status === 'failed');
  if (refused.length === 0) return null;

  async function act(pledgeId: string, op: 'retry' | 'cancel') {
    setBusy(pledgeId);
    try {
      const { outcome } = await runDriveAction({ op, id: driveId, pledgeId });
      toast.success(OUTCOME_WORDS[outcome ?? ''] ?? 'Done.');
    } catch (error) {
      toast.error(callableErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="refused-title">
      <h3 id="refused-title">Refused cards</h3>
      <p className="muted">Each relative was emailed a private link to pay with another card.</p>
      <ul className="drive-refused">
        {refused.map((pledge) => (
          <li key={pledge.id}>
            <span>
              <strong>{pledge.name}</strong> ({cardName(pledge.card)}): {pledge.failure_reason}
            </span>
            {mayAct && (
              <span className="drive-actions">
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy !== null}
                  onClick={() => void act(pledge.id, 'retry')}
                >
                  Charge again
                </button>
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy !== null}
                  onClick={() => void act(pledge.id, 'cancel')}
                >
                  Cancel pledge
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
