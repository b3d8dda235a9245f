import { appConfig } from '../config';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: appConfig.currency });
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: appConfig.currency,
  maximumFractionDigits: 0,
});

/** Whole US dollars, rounded down (so a goal is not shown reached a cent early): the public page's figures. */
export function formatWholeDollars(value: number): string {
  return wholeUsd.format(Math.floor(value));
}

/**
 * US dollars. `compact` is for narrow screens (under 640px): from 1,000 up the value shows as $x.xK so the
 * cards stay one line.
 */
export function formatCurrency(value: number, options: { compact?: boolean } = {}): string {
  if (options.compact && Math.abs(value) >= 1000) {
    const sign = value < 0 ? '-' : '';
    return `${sign}$${(Math.abs(value) / 1000).toFixed(1)}K`;
  }
  // A value that shows as zero cents is written "$0.00", never "-$0.00" (a negated zero fee, -0.001).
  return usd.format(Math.round(value * 100) === 0 ? 0 : value);
}

/** Integer cents, as the books keep them, in US dollars: 4059 -> '$40.59'. */
export function formatCents(cents: number): string {
  return formatCurrency(cents / 100);
}
