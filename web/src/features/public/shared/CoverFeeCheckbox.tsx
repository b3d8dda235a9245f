import { Trans, useLingui } from '@lingui/react/macro';
import { centsToDollars, coveredFeeCents, formatCurrency } from '@hope/domain/money';
import { feeMethodOf, type PayMethod } from '@hope/domain/public';

interface CoverFeeCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** One card payment in cents: the gift, or one monthly payment of a plan. */
  paymentCents: number;
  /** Monthly plans: the fee is covered on every payment, and the text says so. */
  perPayment: boolean;
  /** When the fee applies, e.g. 'when you pay by card' (sponsorships can also be paid by check). */
  context?: string;
  /** How the payer pays: the fee covered is that method's (a card unless said). */
  method?: PayMethod;
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
  method = 'card',
}: CoverFeeCheckboxProps) {
  const feeCents = paymentCents > 0 ? coveredFeeCents(paymentCents, feeMethodOf[method]) : 0;
  const added = formatCurrency(centsToDollars(feeCents));
  const { t } = useLingui();

  function detail(): string {
    if (feeCents <= 0)
      return method === 'bank'
        ? t`so the school receives your whole gift after the bank payment fee`
        : t`so the school receives your whole gift after the card processing fee`;
    if (perPayment && context)
      return t`adds ${added} per payment ${context}, so the school receives your whole gift`;
    if (perPayment) return t`adds ${added} per payment, so the school receives your whole gift`;
    if (context) return t`adds ${added} ${context}, so the school receives your whole gift`;
    return t`adds ${added}, so the school receives your whole gift`;
  }

  return (
    <label className="give-check">
      <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span>
        {method === 'bank' ? <Trans>Cover the bank payment fee</Trans> : <Trans>Cover the card fee</Trans>}
        <span className="give-check-detail">{detail()}</span>
      </span>
    </label>
  );
}
