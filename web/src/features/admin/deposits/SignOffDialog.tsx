import { batchContentsText, batchLabel } from '@hope/domain/deposits';
import { formatCents } from '@hope/domain/money';
import { ActionDialog } from '../shared/ActionDialog';
import type { BatchDialogProps } from './useDepositStep';

/** Asked before the second member signs a batch off: the total and the items it takes to the bank. */
export function SignOffDialog({ batchId, batch, step, open, onOpenChange }: BatchDialogProps) {
  const { cash_cents, check_cents, total_cents } = batch.totals;
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) step.clearError();
        onOpenChange(next);
      }}
      title={`Sign off ${batchLabel({ id: batchId, ...batch })}?`}
      consequence={`You confirm that ${formatCents(total_cents)} in ${batchContentsText(batch.items)} (cash ${formatCents(cash_cents)}, checks ${formatCents(check_cents)}) goes to the bank. Once signed off, the batch and its checks can no longer change.`}
      confirmLabel={`Sign off ${formatCents(total_cents)}`}
      busy={step.busy}
      error={step.error}
      onConfirm={() =>
        void step
          .run({ op: 'sign_off', batchId }, 'Batch signed off and deposited.')
          .then((done) => done && onOpenChange(false))
      }
    />
  );
}
