import { Trans, useLingui } from '@lingui/react/macro';
import { bankSavingCents, centsToDollars, formatCurrency } from '@hope/domain/money';
import type { PayMethod } from '@hope/domain/public';
import { useId } from 'react';

interface PayMethodChoiceProps {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  /** The payment in cents, before any covered fee: what the saving is figured on. */
  paymentCents: number;
  /** The question, when it is about one way of paying among others (a sponsorship's total paid now). */
  legend?: string;
  /** Each of a plan's monthly payments: the saving is said per payment. */
  perPayment?: boolean;
}

/**
 * Card or bank account, asked before Stripe's page: a bank debit costs the school 0.8% (at most $5) where a card
 * costs 2.9% + 30 cents, and the saving is said in dollars. Shown only where the school offers the bank.
 */
export function PayMethodChoice({ value, onChange, paymentCents, legend, perPayment }: PayMethodChoiceProps) {
  const { t } = useLingui();
  const name = useId();
  const saving = formatCurrency(centsToDollars(bankSavingCents(Math.max(0, paymentCents))));
  const option = (method: PayMethod, label: string, detail: string) => (
    <label className="give-check">
      <input
        type="radio"
        name={name}
        value={method}
        checked={value === method}
        onChange={() => onChange(method)}
      />
      <span>
        {label}
        <span className="give-check-detail">{detail}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="give-pay-method">
      <legend className="give-pay-method-legend">
        {legend ?? <Trans>How would you like to pay?</Trans>}
      </legend>
      {option(
        'card',
        t`Card`,
        t`Apple Pay and Google Pay appear on the next page where your device has them`,
      )}
      {option(
        'bank',
        t`Bank account`,
        perPayment
          ? t`Paying by bank saves the school ${saving} in fees on each payment`
          : t`Paying by bank saves the school ${saving} in fees`,
      )}
    </fieldset>
  );
}
