import { useState, type FormEvent } from 'react';
import { useSettings } from '#settings';
import { Banner } from '../../../ui/Banner';
import { Field } from '../../../ui/Field';
import { officeAmountBounds } from '@hope/domain/office';
import { emptyItem, readItem, type ItemField, type ItemValues } from './item-input';
import { NewPayerFields } from './NewPayerFields';
import { PayerSearch } from './PayerSearch';
import { useDepositStep } from './useDepositStep';

/** Adds one item (cash or a check) to an open batch: its amount and the record it pays, found or new. */
export function AddItemForm({ batchId }: { batchId: string }) {
  const settings = useSettings();
  const [values, setValues] = useState<ItemValues>(() => emptyItem(settings));
  // A new key after each item clears the name search too, ready for the next envelope.
  const [added, setAdded] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<ItemField, string>>>({});
  const step = useDepositStep();
  const set = (patch: Partial<ItemValues>) => setValues((current) => ({ ...current, ...patch }));
  // A refusal about the check (one its record already holds) goes beside the check number.
  const checkRefused = step.field === 'check_number' && values.method === 'check' ? step.error : null;
  const checkError = errors.checkNumber ?? checkRefused ?? undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readItem(values);
    setErrors(read.ok ? {} : read.errors);
    if (!read.ok) return;
    const done = await step.run({ op: 'add_item', batchId, item: read.input }, 'Item added.');
    if (!done) return;
    setValues({ ...emptyItem(settings), method: values.method });
    setAdded((count) => count + 1);
  }

  return (
    <form
      className="card deposit-add"
      aria-labelledby="deposit-add-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="deposit-add-title">Add an item</h2>
      <fieldset className="deposit-choice">
        <legend>Received as</legend>
        {(['cash', 'check'] as const).map((method) => (
          <label key={method}>
            <input
              type="radio"
              name="deposit-method"
              checked={values.method === method}
              onChange={() => set({ method, chosen: null })}
            />
            {method === 'cash' ? 'Cash' : 'Check'}
          </label>
        ))}
      </fieldset>
      <div className="deposit-row">
        <Field id="deposit-amount" label="Amount ($)" error={errors.amount}>
          {(describedBy) => (
            <input
              id="deposit-amount"
              type="number"
              inputMode="decimal"
              {...officeAmountBounds.atLeastACent}
              value={values.amount}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.amount)}
              onChange={(event) => set({ amount: event.target.value })}
            />
          )}
        </Field>
        {values.method === 'check' && (
          <Field id="deposit-check-number" label="Check number" error={checkError}>
            {(describedBy) => (
              <input
                id="deposit-check-number"
                value={values.checkNumber}
                aria-describedby={describedBy}
                aria-invalid={Boolean(checkError)}
                onChange={(event) => set({ checkNumber: event.target.value })}
              />
            )}
          </Field>
        )}
      </div>
      <fieldset className="deposit-choice">
        <legend>It pays</legend>
        <label>
          <input
            type="radio"
            name="deposit-payer"
            checked={values.payerMode === 'existing'}
            onChange={() => set({ payerMode: 'existing' })}
          />
          An existing record
        </label>
        <label>
          <input
            type="radio"
            name="deposit-payer"
            checked={values.payerMode === 'new'}
            onChange={() => set({ payerMode: 'new' })}
          />
          A new record
        </label>
      </fieldset>
      {values.payerMode === 'existing' ? (
        <PayerSearch
          key={added}
          method={values.method}
          chosen={values.chosen}
          onChoose={(chosen) => set({ chosen })}
        />
      ) : (
        <NewPayerFields value={values.newPayer} onChange={(newPayer) => set({ newPayer })} errors={errors} />
      )}
      {errors.payer && (
        <p className="form-field-error" role="alert">
          {errors.payer}
        </p>
      )}
      {step.error && !checkRefused && <Banner tone="error">{step.error}</Banner>}
      <button type="submit" className="button" disabled={step.busy}>
        {step.busy ? 'Adding...' : 'Add item'}
      </button>
    </form>
  );
}
