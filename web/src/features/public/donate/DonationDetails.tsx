import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { formatWholeDollars } from '@hope/domain/money';
import { donationPaymentAmount, isValidMonthsInput, monthsProblem } from '@hope/domain/public';
import { cardDonationTypeSchema } from '@hope/domain/records';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useSettings } from '#settings';
import type { DonateFormValues, DonateRefusable } from './donation-request';
import { describedByError, FieldError } from '../shared/FieldError';
import { MonthlyPayment, MonthsField, MonthsNote } from '../shared/MonthsField';

const { limits } = appConfig;

interface DonationDetailsProps {
  form: UseFormReturn<DonateFormValues>;
  values: DonateFormValues;
  /** Who gives: a parent on the main page, anyone (a grandparent, a neighbour) through a student's page. */
  nameLabel?: string;
  /** The server's words about a field it refused, shown beside that field. */
  refused: Partial<Record<DonateRefusable, string>>;
  /** Whether to say what the school asks of each family (not on a student's page, whose givers are anyone). */
  showAsk?: boolean;
}

/** The donation details card: how often, how much, and who gives. */
export function DonationDetails({ form, values, nameLabel, refused, showAsk = true }: DonationDetailsProps) {
  const { register, control } = form;
  const id = useId();
  const noteOf = (field: DonateRefusable) => `${id}-${field}-note`;
  const monthsIssue = refused.months ?? monthsProblem(values.months);
  const { suggestedGift } = useSettings().giving;
  const monthly = values.donationType === 'monthly';
  const { t } = useLingui();
  const typeLabels = { one_time: t`One-Time`, monthly: t`Monthly` };
  const suggested = formatWholeDollars(suggestedGift);

  return (
    <section className="give-card" aria-labelledby="details-title">
      <h2 id="details-title" className="give-card-title">
        <Trans>Donation Details</Trans>
      </h2>
      <Controller
        control={control}
        name="donationType"
        render={({ field }) => (
          <RadioGroup.Root
            className="give-toggle"
            aria-label={t`How often`}
            orientation="horizontal"
            value={field.value}
            onValueChange={(value) => field.onChange(cardDonationTypeSchema.parse(value))}
          >
            {cardDonationTypeSchema.options.map((type) => (
              <RadioGroup.Item key={type} value={type} className="give-toggle-option">
                {typeLabels[type]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        )}
      />

      <div className={monthly ? 'give-row' : 'give-field-group'}>
        <label className="give-field">
          <span>{monthly ? t`Total Donation Amount` : t`Donation Amount`}</span>
          <span className="give-money-input">
            <span aria-hidden="true">$</span>
            <input
              type="number"
              inputMode="decimal"
              min={limits.minAmount}
              step={limits.amountStep}
              {...describedByError(noteOf('amount'), refused.amount)}
              {...register('amount')}
            />
          </span>
        </label>
        {monthly && <MonthsField noteId={noteOf('months')} problem={monthsIssue} {...register('months')} />}
        <FieldError id={noteOf('amount')} message={refused.amount} className="give-amount-note" />
        {monthly && <MonthsNote id={noteOf('months')} problem={monthsIssue} />}
      </div>
      {monthly && (
        <MonthlyPayment
          amount={donationPaymentAmount(values)}
          validCount={isValidMonthsInput(values.months)}
        />
      )}
      {showAsk && (
        <p className="give-hint">
          <Trans>We ask each family for {suggested}; every amount helps.</Trans>
        </p>
      )}

      <div className="give-field-group">
        <label className="give-field">
          <span>{nameLabel ?? t`Parent Name`}</span>
          <input
            type="text"
            autoComplete="name"
            {...describedByError(noteOf('parentName'), refused.parentName)}
            {...register('parentName')}
          />
        </label>
        <FieldError id={noteOf('parentName')} message={refused.parentName} />
      </div>
      <div className="give-field-group">
        <label className="give-field">
          <span>
            <Trans>Email Address</Trans>
          </span>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...describedByError(noteOf('email'), refused.email)}
            {...register('email')}
          />
        </label>
        <FieldError id={noteOf('email')} message={refused.email} />
      </div>
    </section>
  );
}
