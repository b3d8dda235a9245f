import { officeAmountBounds } from '@hope/domain/office';
import { useSettings } from '#settings';
import { formatCurrency } from '@hope/domain/money';
import { actionRefusal, type MoneyAction, type StoredRecord } from '@hope/domain/records';
import { schoolDateKey } from '@hope/domain/time';
import { useState } from 'react';
import { ActionDialog } from '../../../shared/ActionDialog';
import { Field } from '../../../../../ui/Field';
import { useActionForm } from './useActionForm';
import { newRequestId, useMoneyAction } from './useMoneyAction';
import type { RecordRef } from './record-ref';

type Values = { checkNumber: string; amount: string; depositedOn: string };

/**
 * Record a check received: the record becomes Completed, with the check's amount as its net. A check number the
 * record already holds is refused beside the field, naming what it holds (the function refuses it too).
 */
export function CheckReceivedDialog({
  target,
  record,
  expected,
  onClose,
}: {
  target: RecordRef;
  record: StoredRecord;
  expected: number;
  onClose: () => void;
}) {
  const { time_zone: timeZone } = useSettings();
  const [requestId] = useState(newRequestId);
  const action = useMoneyAction(onClose);
  const build = (values: Values): MoneyAction => ({
    action: 'record_check',
    ...target,
    requestId,
    checkNumber: values.checkNumber,
    amount: Number(values.amount),
    depositedOn: values.depositedOn,
  });
  const form = useActionForm<Values>(
    {
      checkNumber: '',
      amount: expected > 0 ? expected.toFixed(2) : '',
      depositedOn: schoolDateKey(timeZone, new Date()),
    },
    build,
    (built) => actionRefusal(timeZone, record, built),
  );
  const errors = form.formState.errors;
  const amount = Number(form.watch('amount'));
  const confirm = form.handleSubmit((values) =>
    action.run(build(values), 'Check recorded.', 'This check was already recorded: nothing changed.'),
  );
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Record Check Received"
      confirmLabel="Record check"
      busy={action.busy}
      error={action.formError}
      onConfirm={() => void confirm()}
      consequence={
        <>
          The record becomes Completed with a net of{' '}
          {Number.isFinite(amount) && amount > 0 ? formatCurrency(amount) : 'the check amount'}, counted from
          the deposit date.
        </>
      }
    >
      <Field
        id="check-number"
        label="Check number"
        error={errors.checkNumber?.message ?? action.errorOf('checkNumber')}
      >
        {(describedBy) => (
          <input
            id="check-number"
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.checkNumber ?? action.errorOf('checkNumber'))}
            {...form.register('checkNumber')}
          />
        )}
      </Field>
      <Field id="check-amount" label="Amount" error={errors.amount?.message ?? action.errorOf('amount')}>
        {(describedBy) => (
          <input
            id="check-amount"
            type="number"
            inputMode="decimal"
            {...officeAmountBounds.atLeastACent}
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.amount ?? action.errorOf('amount'))}
            {...form.register('amount')}
          />
        )}
      </Field>
      <Field
        id="check-date"
        label="Date deposited"
        error={errors.depositedOn?.message ?? action.errorOf('depositedOn')}
      >
        {(describedBy) => (
          <input
            id="check-date"
            type="date"
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.depositedOn ?? action.errorOf('depositedOn'))}
            {...form.register('depositedOn')}
          />
        )}
      </Field>
    </ActionDialog>
  );
}
