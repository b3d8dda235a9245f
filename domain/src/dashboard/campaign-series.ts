import { centsToDollars, toCents } from '../money';
import { checkPaidAt, isVoided } from '../records';
import type { Donation } from '../records';
import type { Campaign } from '../settings';
import { nextDateKey, schoolDateKey } from '../time';

/** One day of the campaign: what was pledged and received up to and including it. */
export interface SeriesDay {
  /** School-time date, yyyy-mm-dd. */
  day: string;
  pledged: number;
  net: number;
}

type SeriesRecord = Pick<
  Donation,
  | 'created_at'
  | 'total_pledged_amt'
  | 'net_payment'
  | 'payment_completed_at'
  | 'stripe_charges'
  | 'checks'
  | 'voided'
> &
  Partial<Pick<Donation, 'stripe_disputes'>>;

/** When each part of a record's net arrived: per charge and check where known, else its completion date. */
function netArrivals(record: SeriesRecord): { at: string; cents: number }[] {
  const charges = Object.values(record.stripe_charges ?? {});
  const checks = Object.values(record.checks ?? {});
  if (charges.length === 0 && checks.length === 0) {
    return record.net_payment != null && record.payment_completed_at
      ? [{ at: record.payment_completed_at, cents: toCents(record.net_payment) }]
      : [];
  }
  const disputes = Object.values(record.stripe_disputes ?? {});
  return [
    ...charges.map((charge) => ({ at: charge.paid_at, cents: (charge.net ?? 0) - charge.refunded })),
    ...disputes.map((dispute) => ({ at: dispute.opened_at, cents: dispute.net_effect })),
    ...checks.map((check) => ({ at: checkPaidAt(check), cents: toCents(check.amount) })),
  ];
}

/** The days from the campaign's start to today (or its end), with cumulative pledged and net, in dollars. */
export function campaignSeries(
  timeZone: string,
  records: readonly SeriesRecord[],
  campaign: Pick<Campaign, 'start' | 'end'>,
  now: Date,
): SeriesDay[] {
  const today = schoolDateKey(timeZone, now);
  const last = today < campaign.end ? today : campaign.end;
  const days: string[] = [];
  for (let key = campaign.start; key <= last; key = nextDateKey(key)) days.push(key);
  const pledged = new Map<string, number>();
  const net = new Map<string, number>();
  const add = (map: Map<string, number>, at: string, cents: number) => {
    const day = schoolDateKey(timeZone, at);
    const clamped = day < campaign.start ? campaign.start : day;
    map.set(clamped, (map.get(clamped) ?? 0) + cents);
  };
  for (const record of records) {
    if (isVoided(record) || record.total_pledged_amt == null) continue;
    add(pledged, record.created_at, toCents(record.total_pledged_amt));
    for (const arrival of netArrivals(record)) add(net, arrival.at, arrival.cents);
  }
  let pledgedSoFar = 0;
  let netSoFar = 0;
  return days.map((day) => {
    pledgedSoFar += pledged.get(day) ?? 0;
    netSoFar += net.get(day) ?? 0;
    return { day, pledged: centsToDollars(pledgedSoFar), net: centsToDollars(netSoFar) };
  });
}

export type GiftType = 'one_time' | 'monthly' | 'check' | 'partners';
export const giftTypeLabels: Record<GiftType, string> = {
  one_time: 'One-time gifts',
  monthly: 'Monthly gifts',
  check: 'Checks',
  partners: 'Community partners',
};

/** Counted gifts by how they were given: how many, and what they pledged. */
export function giftsByType(
  donations: readonly (SeriesRecord & Pick<Donation, 'donation_type'>)[],
  partners: readonly SeriesRecord[],
): { type: GiftType; count: number; amount: number }[] {
  const totals = new Map<GiftType, { count: number; cents: number }>(
    (['one_time', 'monthly', 'check', 'partners'] as const).map((type) => [type, { count: 0, cents: 0 }]),
  );
  const add = (type: GiftType, record: SeriesRecord) => {
    if (isVoided(record) || record.total_pledged_amt == null) return;
    const entry = totals.get(type)!;
    entry.count += 1;
    entry.cents += toCents(record.total_pledged_amt);
  };
  for (const donation of donations) add(donation.donation_type, donation);
  for (const partner of partners) add('partners', partner);
  return [...totals].map(([type, { count, cents }]) => ({ type, count, amount: centsToDollars(cents) }));
}
