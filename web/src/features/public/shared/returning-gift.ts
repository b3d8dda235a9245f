import type { GiftToPage } from '@hope/domain/pages';

/**
 * What the thank-you step names after the hosted checkout: the gift and the address its receipt goes to. The
 * browser leaves for the payment page and comes back to a fresh page, so the form keeps them for the tab
 * (sessionStorage: this device, this tab, gone when it closes) just before it leaves.
 */
export interface ReturningGift {
  /** In dollars: the one-time gift, or each monthly payment. */
  amount: number;
  /** The number of monthly payments; null for a one-time gift. */
  months: number | null;
  email: string;
  /** Paid from a bank account: the debit clears in a few business days, and the receipt follows then. */
  bank?: boolean;
  /** A gift through a student's page: the page and its figures before, so its thank-you shows the new total. */
  page?: GiftToPage;
}

const KEY = 'hope.returning-gift';

/** Reads a kept gift (storage or history), refusing anything not of its shape. */
export function parseReturningGift(value: unknown): ReturningGift | null {
  if (!value || typeof value !== 'object') return null;
  const { amount, months, email, page, bank } = value as Record<string, unknown>;
  if (typeof amount !== 'number' || !(amount > 0) || typeof email !== 'string' || !email) return null;
  if (months !== null && (typeof months !== 'number' || !Number.isInteger(months))) return null;
  const toPage = parseGiftToPage(page);
  return { amount, months, email, ...(bank === true ? { bank } : {}), ...(toPage ? { page: toPage } : {}) };
}

function parseGiftToPage(value: unknown): GiftToPage | null {
  if (!value || typeof value !== 'object') return null;
  const { code, pledge, raisedBefore, giftsBefore } = value as Record<string, unknown>;
  const isAmount = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
  if (typeof code !== 'string' || !isAmount(pledge) || !isAmount(raisedBefore)) return null;
  if (!isAmount(giftsBefore) || !Number.isInteger(giftsBefore)) return null;
  return { code, pledge, raisedBefore, giftsBefore };
}

/** Keeps the gift about to be paid; null forgets an earlier one, so no old gift is named after another payment. */
export function rememberReturningGift(gift: ReturningGift | null): void {
  try {
    if (gift) sessionStorage.setItem(KEY, JSON.stringify(gift));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be off (a private mode, a policy): the thank-you step then speaks of the receipt in general.
  }
}

export function rememberedReturningGift(): ReturningGift | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept ? parseReturningGift(JSON.parse(kept)) : null;
  } catch {
    return null;
  }
}
