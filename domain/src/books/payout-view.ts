import type { PayoutLine } from './payout';

const LABELS: Record<string, string> = {
  charge: 'Payment',
  refund: 'Refund',
  refund_failure: 'Refund failed',
  dispute: 'Dispute',
  dispute_reversal: 'Dispute won',
  fee: 'Stripe fee',
};

/** What a line is, in the treasurer's words (Stripe's reporting category where we have no better word). */
export function payoutLineLabel(line: Pick<PayoutLine, 'reporting_category'>): string {
  return LABELS[line.reporting_category] ?? line.reporting_category.replaceAll('_', ' ');
}

/** A month (YYYY-MM) as the arrival days it spans: its first day and the next month's first day. */
export function monthDays(month: string): { first: string; next: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return null;
  const day = (y: number, m: number) => new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { first: day(year, index), next: day(year, index + 1) };
}

/** The month an arrival day falls in, YYYY-MM (the Payouts screen opens on this month's). */
export const monthOf = (day: string): string => day.slice(0, 7);
