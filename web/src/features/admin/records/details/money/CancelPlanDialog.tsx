import { formatCurrency } from '@hope/domain/money';
import { paymentsMadeText, planProgress, type MoneyAction, type StoredRecord } from '@hope/domain/records';
import { useState } from 'react';
import { ActionDialog } from '../../../shared/ActionDialog';
import { Field } from '../../../../../ui/Field';
import { useActionForm } from './useActionForm';
import { newRequestId, useMoneyAction } from './useMoneyAction';
import type { RecordRef } from './record-ref';

type Values = { when: 'now' | 'period_end'; note: string };

/** Stop a monthly plan now, or after the current payment: Stripe ends it; the pledge becomes what was paid. */
export function CancelPlanDialog({
  target,
  record,
  onClose,
}: {
  target: RecordRef;
  record: StoredRecord;
  onClose: () => void;
}) {
  const [requestId] = useState(newRequestId);
  const action = useMoneyAction(onClose);
  const build = (values: Values): MoneyAction => ({ action: 'cancel_plan', ...target, requestId, ...values });
  const form = useActionForm<Values>({ when: 'now', note: '' }, build);
  const progress = planProgress(record);
  const when = form.watch('when');
  const confirm = form.handleSubmit((values) =>
    action.run(build(values), 'Cancellation sent to Stripe. The record updates when Stripe confirms it.'),
  );
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Stop Monthly Plan"
      cancelLabel="Keep plan"
      confirmLabel="Stop monthly plan"
      danger
      busy={action.busy}
      error={action.error}
      onConfirm={() => void confirm()}
      consequence={
        when === 'now' ? (
          <>
            Stripe stops the plan today: no further payment is charged. {paymentsMadeText(progress)}, so the
            pledged total becomes {formatCurrency(progress.paidGifts)}.
          </>
        ) : (
          <>
            The payment already made this month stands and no later payment is charged. The pledged total
            becomes what was paid when the plan ends ({paymentsMadeText(progress)} so far).
          </>
        )
      }
    >
      <fieldset className="money-choice">
        <legend>When</legend>
        <label>
          <input type="radio" value="now" {...form.register('when')} /> Now
        </label>
        <label>
          <input type="radio" value="period_end" {...form.register('when')} /> After the current payment
        </label>
      </fieldset>
      <Field id="cancel-note" label="Note (optional)" error={form.formState.errors.note?.message}>
        {(describedBy) => (
          <textarea id="cancel-note" rows={2} aria-describedby={describedBy} {...form.register('note')} />
        )}
      </Field>
    </ActionDialog>
  );
}
