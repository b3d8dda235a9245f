import { schoolConfig } from '../config/school';
import type { DonationType, PartnerLevel } from '../schemas/enums';

export const donationTypeLabels: Record<DonationType, string> = {
  one_time: 'One Time',
  monthly: 'Monthly',
  check: 'Check',
};

export const partnerLevelLabels = Object.fromEntries(
  schoolConfig.sponsorshipLevels.map((level) => [level.id, level.name]),
) as Record<PartnerLevel, string>;

/** Sorting by level means by rank, not alphabetically: Bronze < Silver < Gold < Platinum. */
export const partnerLevelRank: Record<PartnerLevel, number> = { bronze: 0, silver: 1, gold: 2, platinum: 3 };

/** 'Yes' / 'No' / 'Not specified', as the exports and detail views show booleans. */
export function yesNoLabel(value: boolean | null | undefined): string {
  if (value == null) return 'Not specified';
  return value ? 'Yes' : 'No';
}
