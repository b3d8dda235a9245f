import type { PayMethod } from '@hope/domain/public';
import { Controller, type Control } from 'react-hook-form';
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
  const payment = control as unknown as Control<PaymentFieldValues>;
  return (
    <>
      {bankOffered && (
        <Controller
          control={payment}
          name="payMethod"
          render={({ field }) => (
            <PayMethodChoice
              value={field.value}
              onChange={field.onChange}
              paymentCents={paymentCents}
              legend={legend}
              perPayment={perPayment}
            />
          )}
        />
      )}
      <Controller
        control={payment}
        name="coverFee"
        render={({ field }) => (
          <CoverFeeCheckbox
            checked={field.value}
            onCheckedChange={field.onChange}
            paymentCents={paymentCents}
            perPayment={perPayment}
            method={method}
            context={feeContext}
          />
        )}
      />
    </>
  );
}
