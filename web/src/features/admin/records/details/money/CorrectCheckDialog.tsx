import { officeAmountBounds } from '@hope/domain/office';
import { useSettings } from '#settings';
import { formatCurrency, hasAtMostTwoDecimals, sumDollars } from '@hope/domain/money';
import { actionRefusal, type CheckPayment, type MoneyAction, type StoredRecord } from '@hope/domain/records';
import { formatDayKey } from '@hope/domain/time';
import { useState } from 'react';
import { ActionDialog } from '../../../shared/ActionDialog';
import { Field } from '../../../../../ui/Field';
import { useActionForm } from './useActionForm';
import { newRequestId, useMoneyAction } from './useMoneyAction';
import type { RecordRef } from './record-ref';

interface Props {
  target: RecordRef;
  record: StoredRecord;
  /** The recorded check to correct. */
  check: CheckPayment;
  onClose: () => void;
}

type Values = { checkNumber: string; amount: string; depositedOn: string; reason: string };

/** What the correction will do, with the money before and after (as typed so far). */
function consequence(check: CheckPayment, amount: number | null, date: string, net: number | null): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDayKey(date) : 'the date above';
  const after = `${amount === null ? 'the amount above' : formatCurrency(amount)} received on ${day}`;
  const mail =
    amount !== null && amount !== check.amount
      ? 'The donor is mailed a corrected receipt that replaces the earlier one.'
      : 'No receipt is mailed unless the amount changes.';
  return (
    `Check #${check.number} holds ${formatCurrency(check.amount)} received on ` +
    `${formatDayKey(check.deposited_on)}. Corrected, it holds ${after}` +
    `${net === null ? '' : `, and the record's net becomes ${formatCurrency(net)}`}. The history keeps both, ` +
    `with who corrected it and why. ${mail}`
  );
}

/**
 * Correct a recorded check's amount or date deposited, with a reason. The history keeps the old and new money
 * and who corrected it; a changed amount mails the donor a corrected receipt. A check that a signed-off deposit
 * carried is refused by the function, naming the deposit.
 */
export function CorrectCheckDialog({ target, record, check, onClose }: Props) {
  const { time_zone: timeZone } = useSettings();
  const [requestId] = useState(newRequestId);
  const action = useMoneyAction(onClose);
  const build = (values: Values): MoneyAction => ({
    action: 'correct_check',
    ...target,
    requestId,
    checkNumber: values.checkNumber,
    amount: Number(values.amount),
    depositedOn: values.depositedOn,
    reason: values.reason,
  });
  const form = useActionForm<Values>(
    {
      checkNumber: check.number,
      amount: check.amount.toFixed(2),
      depositedOn: check.deposited_on,
      reason: '',
    },
    build,
    (built) => actionRefusal(timeZone, record, built),
  );
  const errors = form.formState.errors;
  const typed = Number(form.watch('amount'));
  const amount = Number.isFinite(typed) && typed > 0 && hasAtMostTwoDecimals(typed) ? typed : null;
  const date = form.watch('depositedOn');
  const confirm = form.handleSubmit((values) =>
    action.run(build(values), `Check #${check.number} corrected.`),
  );
  const fieldError = (field: 'amount' | 'depositedOn' | 'checkNumber') =>
    errors[field]?.message ?? action.errorOf(field);
  const net = amount === null ? null : sumDollars([record.net_payment, -check.amount, amount]);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Correct Check"
      confirmLabel="Correct check"
      busy={action.busy}
      error={action.formError}
      onConfirm={() => void confirm()}
      consequence={consequence(check, amount, date, net)}
    >
      <Field id="correct-check-number" label="Check number" error={fieldError('checkNumber')}>
        {(describedBy) => (
          <input
            id="correct-check-number"
            readOnly
            aria-describedby={describedBy}
            aria-invalid={Boolean(fieldError('checkNumber'))}
            {...form.register('checkNumber')}
          />
        )}
      </Field>
      <Field id="correct-check-amount" label="Correct amount" error={fieldError('amount')}>
        {(describedBy) => (
          <input
            id="correct-check-amount"
            type="number"
            inputMode="decimal"
            {...officeAmountBounds.atLeastACent}
            aria-describedby={describedBy}
            aria-invalid={Boolean(fieldError('amount'))}
            {...form.register('amount')}
          />
        )}
      </Field>
      <Field id="correct-check-date" label="Correct date deposited" error={fieldError('depositedOn')}>
        {(describedBy) => (
          <input
            id="correct-check-date"
            type="date"
            aria-describedby={describedBy}
            aria-invalid={Boolean(fieldError('depositedOn'))}
            {...form.register('depositedOn')}
          />
        )}
      </Field>
      <Field id="correct-check-reason" label="Why is it corrected?" error={errors.reason?.message}>
        {(describedBy) => (
          <textarea
            id="correct-check-reason"
            rows={2}
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.reason)}
            {...form.register('reason')}
          />
        )}
      </Field>
    </ActionDialog>
  );
}
