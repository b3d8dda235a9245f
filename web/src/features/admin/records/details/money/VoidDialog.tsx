import { formatCurrency } from '@hope/domain/money';
import { type MoneyAction } from '@hope/domain/records';
import { useState } from 'react';
import { ActionDialog } from '../../../shared/ActionDialog';
import { Field } from '../../../../../ui/Field';
import { useActionForm } from './useActionForm';
import { newRequestId, useMoneyAction } from './useMoneyAction';
import type { RecordRef } from './record-ref';

interface Props {
  target: RecordRef;
  /** Void, or restore a voided record. */
  restore: boolean;
  /** Money received and not refunded: voiding does not give it back. */
  netReceived: number;
  /** The record's monthly plan still runs at Stripe: voiding cancels it in the same action. */
  endsPlan: boolean;
  onClose: () => void;
}

type Values = { text: string };

/** Void a record (a test, a duplicate, a fake pledge) or restore it. Nothing is deleted. */
export function VoidDialog({ target, restore, netReceived, endsPlan, onClose }: Props) {
  const [requestId] = useState(newRequestId);
  const action = useMoneyAction(onClose);
  const build = (values: Values): MoneyAction =>
    restore
      ? { action: 'restore', ...target, requestId, note: values.text }
      : { action: 'void', ...target, requestId, reason: values.text };
  const form = useActionForm<Values>({ text: '' }, build);
  const error = form.formState.errors.root?.message ?? form.formState.errors.text?.message;
  const confirm = form.handleSubmit((values) =>
    action.run(build(values), restore ? 'Record restored.' : 'Record voided.'),
  );
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={restore ? 'Restore Record' : 'Void Record'}
      confirmLabel={restore ? 'Restore record' : 'Void record'}
      danger={!restore}
      busy={action.busy}
      error={action.error}
      onConfirm={() => void confirm()}
      consequence={
        restore ? (
          'The record counts again in every figure, list and export.'
        ) : (
          <>
            The record leaves every figure, list and export (the lists' "Show voided" filter brings it back).
            Nothing is deleted: it keeps who voided it and why, and can be restored.
            {endsPlan &&
              ' Its monthly plan is cancelled at Stripe now: no further payment is charged, and restoring the record does not start the plan again.'}
            {netReceived > 0 &&
              ` Voiding does not refund: ${formatCurrency(netReceived)} was received. Refund it first if it must go back.`}
          </>
        )
      }
    >
      <Field id="void-text" label={restore ? 'Note (optional)' : 'Why is it voided?'} error={error}>
        {(describedBy) => (
          <textarea
            id="void-text"
            rows={2}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            {...form.register('text')}
          />
        )}
      </Field>
    </ActionDialog>
  );
}
