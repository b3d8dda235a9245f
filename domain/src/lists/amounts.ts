import type { Donation } from '../records';
import type { Partner } from '../records';

/** The pledged total of a donation: total_pledged_amt, else the amount (lists, filters and dashboard agree). */
export function donationPledged(record: Pick<Donation, 'total_pledged_amt' | 'donation_amount'>): number {
  return record.total_pledged_amt ?? record.donation_amount;
}

export function partnerPledged(record: Pick<Partner, 'total_pledged_amt' | 'partnership_amount'>): number {
  return record.total_pledged_amt ?? record.partnership_amount;
}
