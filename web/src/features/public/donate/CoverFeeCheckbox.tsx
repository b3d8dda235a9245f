import { centsToDollars, coveredFeeCents, formatCurrency } from '@hope/domain/money';

interface CoverFeeCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** One card payment in cents: the gift, or one monthly payment of a plan. */
  paymentCents: number;
  /** Monthly plans: the fee is covered on every payment, and the text says so. */
  perPayment: boolean;
  /** When the fee applies, e.g. 'when you pay by card' (sponsorships can also be paid by check). */
  context?: string;
}

/**
 * 'Cover the card fee': the payer adds Stripe's fee so the school receives the whole gift. The figure shown
 * is the domain's gross-up, the same function the server charges with (the server never takes ours).
 */
export function CoverFeeCheckbox({
  checked,
  onCheckedChange,
  paymentCents,
  perPayment,
  context,
}: CoverFeeCheckboxProps) {
  const feeCents = paymentCents > 0 ? coveredFeeCents(paymentCents) : 0;
  const added = formatCurrency(centsToDollars(feeCents));
  return (
    <label className="give-check">
      <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span>
        Cover the card fee
        <span className="give-check-detail">
          {feeCents > 0
            ? `adds ${added}${perPayment ? ' per payment' : ''}${context ? ` ${context}` : ''}, so the school receives your whole gift`
            : 'so the school receives your whole gift after the card processing fee'}
        </span>
      </span>
    </label>
  );
}
