import { centsToDollars, toCents } from '../money';
import { donationPledged } from '../lists';
import { countsOnDashboard, type DashboardDonation, type GroupOverview } from './figures';

/** A donation as the student-page figures read it: the dashboard's fields and the page it was given through. */
export type PageGiftDonation = Pick<DashboardDonation, 'total_pledged_amt' | 'donation_amount' | 'voided'> & {
  /** The code of the student page the gift was given through; null or absent for a gift made directly. */
  student_page?: string | null;
};

export interface StudentPageSplit {
  /** Gifts given through a student page. */
  throughPages: GroupOverview;
  /** Gifts made on the public page or added by the office, without a student page. */
  direct: GroupOverview;
}

/** A page's gifts and what they add up to (dollars), counted as the dashboard counts. */
export interface PageGifts {
  gifts: number;
  raised: number;
}

/** The page a counted gift was given through, or null for a direct gift (an empty code is no page). */
function pageOf(record: PageGiftDonation): string | null {
  return record.student_page ? record.student_page : null;
}

/**
 * The donations of the dashboard split into gifts through student pages and direct gifts. Only the gifts the
 * dashboard counts (paid, not voided) count here, for the pledged amount, so the two parts add up to the
 * Donations Overview.
 */
export function studentPageSplit(donations: Iterable<PageGiftDonation>): StudentPageSplit {
  const cents = { pages: 0, direct: 0 };
  const counts = { pages: 0, direct: 0 };
  for (const record of donations) {
    if (!countsOnDashboard(record)) continue;
    const part = pageOf(record) ? 'pages' : 'direct';
    counts[part]++;
    cents[part] += toCents(donationPledged(record));
  }
  return {
    throughPages: { count: counts.pages, amount: centsToDollars(cents.pages) },
    direct: { count: counts.direct, amount: centsToDollars(cents.direct) },
  };
}

/**
 * Each student page's gifts and raised amount, by page code, from the donations (paid, not voided, as the
 * dashboard counts). A page without a counted gift has no entry: read it as 0 gifts, $0 raised.
 */
export function pageGiftTotals(donations: Iterable<PageGiftDonation>): ReadonlyMap<string, PageGifts> {
  const byPage = new Map<string, { gifts: number; cents: number }>();
  for (const record of donations) {
    const code = pageOf(record);
    if (!code || !countsOnDashboard(record)) continue;
    const entry = byPage.get(code) ?? { gifts: 0, cents: 0 };
    entry.gifts++;
    entry.cents += toCents(donationPledged(record));
    byPage.set(code, entry);
  }
  return new Map(
    [...byPage].map(([code, { gifts, cents }]) => [code, { gifts, raised: centsToDollars(cents) }]),
  );
}

/** A page's totals, 0 gifts and $0 for a page nobody has given through yet. */
export function giftsOfPage(totals: ReadonlyMap<string, PageGifts>, code: string): PageGifts {
  return totals.get(code) ?? { gifts: 0, raised: 0 };
}
