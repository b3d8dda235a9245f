import { centsToDollars, toCents } from '../money';
import type { PublicStudentPage } from './public-page';

/**
 * A gift just paid through a page, as its giver's browser kept it: the page, what the gift adds to the page's
 * total (the gift's whole pledge, in dollars, as the progress counts it) and the page's figures the giver saw
 * before giving.
 */
export interface GiftToPage {
  code: string;
  pledge: number;
  raisedBefore: number;
  giftsBefore: number;
}

/**
 * The page as its giver should see it right after paying. A read that counts more gifts than the giver saw
 * already holds this one; an older read (the progress lags the payment's webhook, and reads are cached for
 * seconds) gets it added to the figures seen before, so the giver never sees the page without their gift.
 */
export function withGiftCounted(
  page: PublicStudentPage,
  gift: GiftToPage | null | undefined,
): PublicStudentPage {
  if (!gift || gift.code !== page.code || page.gifts > gift.giftsBefore) return page;
  const raisedCents = Math.max(toCents(page.raised), toCents(gift.raisedBefore) + toCents(gift.pledge));
  return { ...page, raised: centsToDollars(raisedCents), gifts: gift.giftsBefore + 1 };
}
