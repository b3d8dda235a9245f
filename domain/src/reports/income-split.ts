import { toCents } from '../money';
import type { StoredRecord } from '../records';

/*
 * What a payment is, for the books and the Form 990. A family's gift is a donation. A sponsor's payment splits
 * by the benefits stored on its record (kind and value, as sold): acknowledgment (name, logo, a value-neutral
 * description) keeps it a qualified sponsorship payment; the value of the advertising and of the goods or
 * services given in return is not a contribution. When those benefits are worth under 2% of the sponsorship,
 * the IRS disregards them and the whole payment is qualified sponsorship. A record sold before benefits were
 * kept on it has none: qualified sponsorship.
 */

export const incomeKinds = ['donations', 'sponsorship', 'advertising', 'goods_services'] as const;
export type IncomeKind = (typeof incomeKinds)[number];
export type KindCents = Record<IncomeKind, number>;

export const incomeKindLabels: Record<IncomeKind, string> = {
  donations: 'Donations',
  sponsorship: 'Qualified sponsorship',
  advertising: 'Advertising',
  goods_services: 'Goods and services given in return',
};

/** The return benefits' share of a sponsorship, as value and price in cents; zero value when disregarded. */
export interface IncomeShares {
  kind: 'donations' | 'sponsorship';
  advertising: number;
  goods_services: number;
  price: number;
}

/** Benefits worth less than this part of the payment are disregarded (1/50 = 2%). */
const DISREGARDED_BELOW = 1 / 50;

export function incomeShares(record: StoredRecord): IncomeShares {
  if (!('company_name' in record)) return { kind: 'donations', advertising: 0, goods_services: 0, price: 0 };
  const price = toCents(record.partnership_amount);
  let advertising = 0;
  let goods = 0;
  for (const benefit of record.level_benefits ?? []) {
    if (benefit.kind === 'advertising') advertising += toCents(benefit.value);
    else if (benefit.kind === 'goods_services') goods += toCents(benefit.value);
  }
  const returned = advertising + goods;
  if (price <= 0 || returned < price * DISREGARDED_BELOW) {
    return { kind: 'sponsorship', advertising: 0, goods_services: 0, price };
  }
  // Benefits worth more than the price cannot take more than the whole payment.
  const scale = Math.max(returned, price);
  return { kind: 'sponsorship', advertising, goods_services: goods, price: scale };
}

export const noCents = (): KindCents => ({ donations: 0, sponsorship: 0, advertising: 0, goods_services: 0 });

/** Splits signed cents by the shares; the parts add up to the cents exactly (the rest is the main kind's). */
export function splitIncome(shares: IncomeShares, cents: number, into: KindCents = noCents()): KindCents {
  const part = (value: number) => (shares.price > 0 ? roundHalfAway((cents * value) / shares.price) : 0);
  const advertising = part(shares.advertising);
  const goods = part(shares.goods_services);
  into[shares.kind] += cents - advertising - goods;
  into.advertising += advertising;
  into.goods_services += goods;
  return into;
}

/** Rounds half away from zero, so a refund splits as the payment it gives back did. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}
