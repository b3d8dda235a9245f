import { batchLabel, depositCountSchema } from '@hope/domain/deposits';
import { countOf } from '@hope/domain/messages';
import { useState } from 'react';
import { Field } from '../../../ui/Field';
import { ActionDialog } from '../shared/ActionDialog';
import { typedCents } from './item-input';
import type { BatchDialogProps } from './useDepositStep';

const fields = [
  { key: 'cash_cents', id: 'count-cash', label: 'Cash counted ($)' },
  { key: 'check_cents', id: 'count-checks', label: 'Checks added up ($)' },
] as const;

/**
 * The blind count: the counter types the cash they counted and the checks they added up, without seeing the
 * totals the items hold; the function compares them and marks the batch counted only when both match.
 */
export function CountDialog({ batchId, batch, step, open, onOpenChange }: BatchDialogProps) {
  const [typed, setTyped] = useState({ cash_cents: '', check_cents: '' });
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    const counted = depositCountSchema.safeParse({
      cash_cents: typedCents(typed.cash_cents || '0'),
      check_cents: typedCents(typed.check_cents || '0'),
    });
    if (!counted.success) {
      setProblem(counted.error.issues[0]?.message ?? 'Please enter the amounts you counted');
      return;
    }
    setProblem(null);
    const done = await step.run({ op: 'count', batchId, counted: counted.data }, 'Batch counted.');
    if (done) onOpenChange(false);
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) step.clearError();
        onOpenChange(next);
      }}
      title={`Count ${batchLabel({ id: batchId, ...batch })}`}
      consequence="The batch is marked counted only when both match the items entered; a second member then signs it off."
      confirmLabel="Mark as counted"
      busy={step.busy}
      error={problem ?? step.error}
      onConfirm={() => void confirm()}
    >
      <p className="deposit-count-intro">
        {`Count the cash and add up the checks of the ${countOf(batch.items.length, 'item')} in hand, then type what you found. The items' totals are not shown here: your count is compared with them.`}
      </p>
      {fields.map((field) => (
        <Field key={field.key} id={field.id} label={field.label}>
          {(describedBy) => (
            <input
              id={field.id}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={typed[field.key]}
              aria-describedby={describedBy}
              onChange={(event) => setTyped({ ...typed, [field.key]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </ActionDialog>
  );
}
