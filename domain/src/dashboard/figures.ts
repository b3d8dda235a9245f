import { appConfig } from '../config';
import { centsToDollars, toCents } from '../money';
import type { Donation } from '../records';
import type { Partner } from '../records';
import { instantMs } from '../time';
import { lastDaysWindow } from '../lists';
import { donationPledged, partnerPledged } from '../lists';
import { projectedNet, type ProjectionInput } from './projected-net';
import { RecentList } from './recent-list';
import { isVoided } from '../records';
import { benefitsOwed } from '../records';

type Optional<T, K extends keyof T> = Partial<Pick<T, K>>;

/** The fields the dashboard reads (its query selects only these); extra fields are welcome. */
export type DashboardDonation = { id: string } & Pick<
  Donation,
  'donation_amount' | 'donation_type' | 'total_pledged_amt' | 'net_payment' | 'parent_name' | 'created_at'
> &
  Optional<
    Donation,
    'payment_completed_at' | 'stripe_charges' | 'checks' | 'payments_made' | 'fee_covered' | 'voided'
  >;

export type DashboardPartner = { id: string } & Pick<
  Partner,
  'partnership_amount' | 'donation_type' | 'total_pledged_amt' | 'net_payment' | 'company_name' | 'created_at'
> &
  Optional<
    Partner,
    | 'contact_name'
    | 'payment_completed_at'
    | 'stripe_charges'
    | 'pay_by_check'
    | 'months'
    | 'payments_made'
    | 'fee_covered'
    | 'voided'
    | 'level_benefits'
    | 'benefits_delivered'
  >;

export interface GroupOverview {
  count: number;
  amount: number;
}

export interface DashboardFigures {
  totalPledged: number;
  projectedNet: number;
  netToDate: number;
  counts: { today: number; pastWeek: number; pastMonth: number };
  donations: GroupOverview;
  partners: GroupOverview;
  /** Benefits the team still owes its sponsors, one per unit (7 of 10 eblasts still to send: 7). */
  benefitsOwed: number;
  recentDonations: DashboardDonation[];
  recentPartners: DashboardPartner[];
}

/**
 * Whether a record counts in the dashboard's figures: only records with a total_pledged_amt count (a checkout
 * that was never paid has none, and must not inflate the figures), and voided records count nowhere.
 */
export function countsOnDashboard(record: {
  total_pledged_amt: number | null;
  voided?: DashboardDonation['voided'];
}): boolean {
  return record.total_pledged_amt != null && !isVoided(record);
}

/* One pass over each list, sums in integer cents, over the records that count (countsOnDashboard). */
export function computeDashboard(
  timeZone: string,
  donations: readonly DashboardDonation[],
  partners: readonly DashboardPartner[],
  now: Date,
): DashboardFigures {
  const today = lastDaysWindow(timeZone, now, 1).fromMs;
  const week = lastDaysWindow(timeZone, now, 7).fromMs;
  const month = lastDaysWindow(timeZone, now, 30).fromMs;
  const counts = { today: 0, pastWeek: 0, pastMonth: 0 };
  const cents = { pledged: 0, projected: 0, net: 0 };

  /** Adds one group (donations or partners) to the shared figures and returns its own overview. */
  function addGroup<
    R extends { created_at: string; total_pledged_amt: number | null; voided?: DashboardDonation['voided'] },
  >(records: readonly R[], projectionOf: (record: R) => ProjectionInput) {
    const recent = new RecentList<R>(appConfig.dashboard.recentCount);
    let count = 0;
    let groupCents = 0;
    for (const record of records) {
      if (!countsOnDashboard(record)) continue;
      const projection = projectionOf(record);
      const created = instantMs(record.created_at);
      if (created >= today) counts.today++;
      if (created >= week) counts.pastWeek++;
      if (created >= month) counts.pastMonth++;
      const pledgedCents = toCents(projection.pledged);
      cents.pledged += pledgedCents;
      cents.projected += toCents(projectedNet(projection));
      if (projection.net !== null) cents.net += toCents(projection.net);
      count++;
      groupCents += pledgedCents;
      recent.offer(record, created);
    }
    return { overview: { count, amount: centsToDollars(groupCents) }, recent: recent.newestFirst() };
  }

  const donationGroup = addGroup(donations, (record) => ({
    kind: record.donation_type,
    pledged: donationPledged(record),
    // A monthly donation's amount is what each payment charges (the pledge is amount x months).
    paymentAmount: record.donation_amount,
    paymentsMade: record.payments_made,
    net: record.net_payment,
    charges: record.stripe_charges,
    feeCovered: record.fee_covered,
  }));
  const partnerGroup = addGroup(partners, (record) => ({
    kind: record.pay_by_check ? 'check' : record.donation_type,
    pledged: partnerPledged(record),
    paymentAmount: partnerPaymentAmount(record),
    paymentsMade: record.payments_made,
    net: record.net_payment,
    charges: record.stripe_charges,
    feeCovered: record.fee_covered,
  }));

  return {
    totalPledged: centsToDollars(cents.pledged),
    projectedNet: centsToDollars(cents.projected),
    netToDate: centsToDollars(cents.net),
    counts,
    donations: donationGroup.overview,
    partners: partnerGroup.overview,
    benefitsOwed: partners.reduce((sum, partner) => sum + benefitsOwed(partner), 0),
    recentDonations: donationGroup.recent,
    recentPartners: partnerGroup.recent,
  };
}

/** A partner's amount is the whole level price: an installment plan charges it over its months. */
function partnerPaymentAmount(record: DashboardPartner): number | null {
  if (record.donation_type !== 'monthly') return partnerPledged(record);
  return record.months ? partnerPledged(record) / record.months : null;
}
