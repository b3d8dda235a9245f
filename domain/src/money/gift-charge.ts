import { grossUpCents, type FeeMethod } from './fees';
import { monthlyInstallmentCents } from './installments';
import { toCents } from './money';

/** What one gift costs per payment, with or without the fee of its method covered (integer cents). */
export interface GiftCharge {
  /** The gift in each payment: the whole gift, or the monthly share the form shows. */
  giftCents: number;
  /** What Stripe charges each payment: the gift, or the gift grossed up when the payer covers the fee. */
  chargeCents: number;
  /** What the payer adds to each payment to cover the fee (0 when not covered): the figure the form shows. */
  addedFeeCents: number;
  /** Number of monthly payments, or null for a single payment. */
  months: number | null;
  /** What the gifts of all payments add up to: the pledge (a few cents off a total that does not divide). */
  totalGiftCents: number;
}

/**
 * The form shows, and the server charges, the same figures. With the fee covered each payment is grossed
 * up on its own, because each monthly payment is a charge of its own with its own fee: every payment
 * then nets exactly its share of the gift.
 */
export function giftCharge(
  totalDollars: number,
  months: number | null,
  coverFee: boolean,
  method: FeeMethod = 'card',
): GiftCharge {
  const installment = months === null ? null : monthlyInstallmentCents(totalDollars, months);
  const giftCents = installment ? installment.perMonthCents : toCents(totalDollars);
  const chargeCents = coverFee ? grossUpCents(giftCents, method) : giftCents;
  return {
    giftCents,
    chargeCents,
    addedFeeCents: chargeCents - giftCents,
    months,
    totalGiftCents: installment ? installment.totalChargedCents : giftCents,
  };
}
