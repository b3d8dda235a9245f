import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import {
  pledgeAmountsSchema,
  unitWord,
  type PledgeAmountsValues,
  type PledgeView,
} from '@hope/domain/drives';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formMessage, pageLanguage } from '../../../i18n';
import { PledgeAmountFields } from './PledgeAmountFields';

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
      <PledgeAmountFields
        idPrefix={id}
        one={one}
        rate={form.register('rate')}
        most={form.register('most')}
        errors={{ rate: errorOf('rate'), most: errorOf('most') }}
      />
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
