import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  pledgeAmountsSchema,
  unitWord,
  type PledgeAmountsValues,
  type PledgeView,
} from '@hope/domain/drives';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formMessage, pageLanguage } from '../../../i18n';
import { Field } from '../../../ui/Field';

type Change = { op: 'update'; form: PledgeAmountsValues } | { op: 'cancel' };

/** Before the results: the pledge's amounts changed, or the pledge cancelled. */
export function PledgeChange({
  pledge,
  busy,
  onChange,
}: {
  pledge: PledgeView;
  busy: boolean;
  onChange: (change: Change) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const one = unitWord({ unit: pledge.drive.unit, unit_es: pledge.drive.unit_es }, 1, pageLanguage());
  // The name and email stay as given at pledging: a forwarded link shows and changes only the amounts.
  const form = useForm<PledgeAmountsValues>({
    defaultValues: { rate: pledge.rate.toFixed(2), most: pledge.most === null ? '' : pledge.most.toFixed(2) },
    resolver: zodResolver(pledgeAmountsSchema) as never,
  });
  const errorOf = (field: 'rate' | 'most') => {
    const english = form.formState.errors[field]?.message;
    return english ? formMessage(english) : undefined;
  };
  // The amounts travel as typed: the server reads them with the same schema.
  const submit = form.handleSubmit(() => onChange({ op: 'update', form: form.getValues() }));
  return (
    <form className="give-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field id={`${id}-rate`} label={t`Amount per ${one}`} look="page" error={errorOf('rate')}>
        {(describedBy) => (
          <span className="give-money-input">
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-rate`}
              type="text"
              inputMode="decimal"
              aria-describedby={describedBy}
              {...form.register('rate')}
            />
          </span>
        )}
      </Field>
      <Field id={`${id}-most`} label={t`Most in all (optional)`} look="page" error={errorOf('most')}>
        {(describedBy) => (
          <span className="give-money-input">
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-most`}
              type="text"
              inputMode="decimal"
              aria-describedby={describedBy}
              {...form.register('most')}
            />
          </span>
        )}
      </Field>
      <div className="pages-actions">
        <button type="submit" className="button" disabled={busy}>
          <Trans>Save the new amounts</Trans>
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => onChange({ op: 'cancel' })}
        >
          <Trans>Cancel the pledge</Trans>
        </button>
      </div>
    </form>
  );
}
