import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field';

interface Props {
  idPrefix: string;
  /** The unit's word for one, in the page's language ("lap", "vuelta"). */
  one: string;
  rate: UseFormRegisterReturn;
  most: UseFormRegisterReturn;
  /** The fields' messages, already in the page's language. */
  errors: { rate?: string; most?: string };
  /** Said under the most while it has no error (what the pledge comes to). */
  mostHint?: string;
}

function DollarInput({
  id,
  describedBy,
  invalid,
  registration,
}: {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <span className="give-money-input">
      <span aria-hidden="true">$</span>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
    </span>
  );
}

/** A pledge's amounts, as the pledge form asks them and its private link changes them: per unit, and the most. */
export function PledgeAmountFields({ idPrefix, one, rate, most, errors, mostHint }: Props) {
  const { t } = useLingui();
  return (
    <>
      <Field id={`${idPrefix}-rate`} label={t`Amount per ${one}`} look="page" error={errors.rate}>
        {(describedBy) => (
          <DollarInput
            id={`${idPrefix}-rate`}
            describedBy={describedBy}
            invalid={!!errors.rate}
            registration={rate}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-most`}
        label={t`Most in all (optional)`}
        look="page"
        error={errors.most}
        hint={mostHint}
      >
        {(describedBy) => (
          <DollarInput
            id={`${idPrefix}-most`}
            describedBy={describedBy}
            invalid={!!errors.most}
            registration={most}
          />
        )}
      </Field>
    </>
  );
}
