import { giftCharge, centsToDollars } from '@hope/domain/money';
import { donationPaymentAmount } from '@hope/domain/public';
import type { ReturningGift } from '../shared/returning-gift';
import type { DonateFormValues } from './donation-request';
import type { PageGift } from './PageGiftCard';

/**
 * What the thank-you names when the giver comes back from the hosted checkout: each payment, the receipt's
 * address and, through a student's page, what the gift adds to the page's total (the whole pledge, as the
 * server prices it) beside the page's figures the giver saw.
 */
export function returningGift(
  submitted: DonateFormValues,
  request: { amount: number; months?: number; email: string; payment_method: string },
  forPage?: PageGift,
): ReturningGift {
  const months = request.months ?? null;
  const gift: ReturningGift = {
    amount: donationPaymentAmount(submitted),
    months,
    email: request.email,
    ...(request.payment_method === 'bank' ? { bank: true } : {}),
  };
  if (!forPage) return gift;
  const pledge = centsToDollars(giftCharge(request.amount, months, false).totalGiftCents);
  return {
    ...gift,
    page: { code: forPage.code, pledge, raisedBefore: forPage.raised, giftsBefore: forPage.gifts },
  };
}
