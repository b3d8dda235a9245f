import type { PayMethod } from '@hope/domain/public';
import { Controller, useController, type Control } from 'react-hook-form';
import { CoverFeeCheckbox } from './CoverFeeCheckbox';
import { PayMethodChoice } from './PayMethodChoice';

/** The two fields of every form that pays through Stripe, whatever else the form holds. */
export type PaymentFieldValues = { payMethod: PayMethod; coverFee: boolean };

interface PaymentFieldsProps<T extends PaymentFieldValues> {
  control: Control<T>;
  /** Whether the school offers the bank for this payment: card or bank is asked only then. */
  bankOffered: boolean;
  /** How the payer pays: the bank when chosen and offered, else a card. The covered fee is this method's. */
  method: PayMethod;
  /** The payment in cents before any covered fee: the gift, or one monthly payment of a plan. */
  paymentCents: number;
  /** Monthly payments: the saving and the covered fee are said per payment. */
  perPayment: boolean;
  /** The card-or-bank question, when it is about one way of paying among others. */
  legend?: string;
  /** When the covered fee applies, e.g. 'when you pay the total by card'. */
  feeContext?: string;
}

/**
 * How a donation or a sponsorship is paid, as the form holds it: card or bank account (where the school offers
 * the bank), then whether the payer covers that method's fee.
 */
export function PaymentFields<T extends PaymentFieldValues>({
  control,
  bankOffered,
  method,
  paymentCents,
  perPayment,
  legend,
  feeContext,
}: PaymentFieldsProps<T>) {
  // react-hook-form's Control is invariant in its form's type; every form T holds these two fields, and only
  // they are read and written here.
  const fields = control as unknown as Control<PaymentFieldValues>;
  const { field: coverFee } = useController({ control: fields, name: 'coverFee' });
  // Both say their figure for the same payment: the saving by bank, and the fee covered.
  const payment = { paymentCents, perPayment };
  return (
    <>
      {bankOffered && (
        <Controller
          control={fields}
          name="payMethod"
          render={({ field }) => (
            <PayMethodChoice value={field.value} onChange={field.onChange} legend={legend} {...payment} />
          )}
        />
      )}
      <CoverFeeCheckbox
        checked={coverFee.value}
        onCheckedChange={coverFee.onChange}
        method={method}
        context={feeContext}
        {...payment}
      />
    </>
  );
}
