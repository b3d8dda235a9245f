import { officeAmountBounds } from '@hope/domain/office';
import { useSettings } from '#settings';
import { formatCurrency } from '@hope/domain/money';
import {
  refundReasonLabels,
  refundReasonSchema,
  type MoneyAction,
  type PaymentLine,
  type RefundReason,
} from '@hope/domain/records';
import { formatSchoolDay } from '@hope/domain/time';
import { useState } from 'react';
import { ActionDialog } from '../../../shared/ActionDialog';
import { Field } from '../../../../../ui/Field';
import { useActionForm } from './useActionForm';
import { newRequestId, useMoneyAction } from './useMoneyAction';
import type { RecordRef } from './record-ref';

interface Props {
  target: RecordRef;
  payment: PaymentLine;
  onClose: () => void;
}

type Values = { amount: string; reason: RefundReason; note: string };

/** Refund a card payment, in full or in part, with a reason. Stripe refunds it; the webhook updates the net. */
export function RefundDialog({ target, payment, onClose }: Props) {
  const { time_zone: timeZone } = useSettings();
  const [requestId] = useState(newRequestId);
  const action = useMoneyAction(onClose);
  const build = (values: Values): MoneyAction => ({
    action: 'refund',
    ...target,
    requestId,
    chargeId: payment.reference,
    amount: Number(values.amount),
    reason: values.reason,
    note: values.note,
  });
  const form = useActionForm<Values>(
    { amount: payment.refundable.toFixed(2), reason: 'requested_by_customer', note: '' },
    build,
  );
  const amount = Number(form.watch('amount'));
  const valid = Number.isFinite(amount) && amount > 0;
  const tooMuch = valid && amount > payment.refundable;
  const errors = form.formState.errors;
  const confirm = form.handleSubmit(async (values) => {
    if (tooMuch) return;
    await action.run(build(values), 'Refund sent to Stripe. The record updates when Stripe confirms it.');
  });
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Refund Payment"
      confirmLabel={valid ? `Refund ${formatCurrency(amount)}` : 'Refund'}
      busy={action.busy}
      error={action.error}
      onConfirm={() => void confirm()}
      consequence={
        <>
          {valid ? formatCurrency(amount) : 'The amount'} goes back to the card that paid{' '}
          {formatCurrency(payment.amount)} on {formatSchoolDay(timeZone, payment.received_at)}. The record's
          net drops by the same amount (Stripe keeps its fee), and the dashboard follows. This cannot be
          undone.
        </>
      }
    >
      <Field
        id="refund-amount"
        label="Amount to refund"
        hint={`Up to ${formatCurrency(payment.refundable)}`}
        error={
          tooMuch ? `You can refund at most ${formatCurrency(payment.refundable)}.` : errors.amount?.message
        }
      >
        {(describedBy) => (
          <input
            id="refund-amount"
            type="number"
            inputMode="decimal"
            {...officeAmountBounds.atLeastACent}
            max={payment.refundable}
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.amount) || tooMuch}
            {...form.register('amount')}
          />
        )}
      </Field>
      <Field id="refund-reason" label="Reason" error={errors.reason?.message}>
        {(describedBy) => (
          <select id="refund-reason" aria-describedby={describedBy} {...form.register('reason')}>
            {refundReasonSchema.options.map((reason) => (
              <option key={reason} value={reason}>
                {refundReasonLabels[reason]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="refund-note" label="Note (optional)" error={errors.note?.message}>
        {(describedBy) => (
          <textarea id="refund-note" rows={2} aria-describedby={describedBy} {...form.register('note')} />
        )}
      </Field>
    </ActionDialog>
  );
}
