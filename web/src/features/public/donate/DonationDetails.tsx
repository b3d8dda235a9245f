import { appConfig } from '@hope/domain/config';
import { formatCurrency } from '@hope/domain/money';
import { donationPaymentAmount } from '@hope/domain/public';
import { cardDonationTypeSchema } from '@hope/domain/records';
import { RadioGroup } from 'radix-ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useSettings } from '#settings';
import type { DonateFormValues } from './donation-request';
import { MonthsField } from './MonthsField';

const { limits } = appConfig;
const TYPE_LABELS = { one_time: 'One-Time', monthly: 'Monthly' } as const;

interface DonationDetailsProps {
  form: UseFormReturn<DonateFormValues>;
  values: DonateFormValues;
  /** Who gives: a parent on the main page, anyone (a grandparent, a neighbour) through a student's page. */
  nameLabel?: string;
}

/** The donation details card: how often, how much, and who gives. */
export function DonationDetails({ form, values, nameLabel = 'Parent Name' }: DonationDetailsProps) {
  const { register, control } = form;
  const { suggestedGift } = useSettings().giving;
  const monthly = values.donationType === 'monthly';

  return (
    <section className="give-card" aria-labelledby="details-title">
      <h2 id="details-title" className="give-card-title">
        Donation Details
      </h2>
      <Controller
        control={control}
        name="donationType"
        render={({ field }) => (
          <RadioGroup.Root
            className="give-toggle"
            aria-label="How often"
            orientation="horizontal"
            value={field.value}
            onValueChange={(value) => field.onChange(cardDonationTypeSchema.parse(value))}
          >
            {cardDonationTypeSchema.options.map((type) => (
              <RadioGroup.Item key={type} value={type} className="give-toggle-option">
                {TYPE_LABELS[type]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        )}
      />

      <div className={monthly ? 'give-row' : undefined}>
        <label className="give-field">
          <span>{monthly ? 'Total Donation Amount' : 'Donation Amount'}</span>
          <span className="give-money-input">
            <span aria-hidden="true">$</span>
            <input
              type="number"
              inputMode="decimal"
              min={limits.minAmount}
              step={limits.amountStep}
              {...register('amount')}
            />
          </span>
        </label>
        {monthly && <MonthsField {...register('months')} />}
      </div>
      {monthly && (
        <p className="give-figure" aria-live="polite">
          Monthly payment: <strong>{formatCurrency(donationPaymentAmount(values))}</strong>
        </p>
      )}
      <p className="give-hint">
        We ask each family for ${suggestedGift.toLocaleString('en-US')}; every amount helps.
      </p>

      <label className="give-field">
        <span>{nameLabel}</span>
        <input type="text" autoComplete="name" {...register('parentName')} />
      </label>
      <label className="give-field">
        <span>Email Address</span>
        <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </label>
    </section>
  );
}
