import { schoolConfig } from '../config/school';
import { partnerLevelSchema, type DonationType, type PartnerLevel } from '../schemas/enums';

export const donationTypeLabels: Record<DonationType, string> = {
  one_time: 'One Time',
  monthly: 'Monthly',
  check: 'Check',
};

export const partnerLevelLabels = Object.fromEntries(
  schoolConfig.sponsorshipLevels.map((level) => [level.id, level.name]),
) as Record<PartnerLevel, string>;

/** Sorting by level means by rank, not alphabetically: Bronze < Silver < Gold < Platinum. */
export const partnerLevelRank = Object.fromEntries(
  partnerLevelSchema.options.map((level, rank) => [level, rank]),
) as Record<PartnerLevel, number>;

/** 'Yes' / 'No' / 'Not specified', as the exports and detail views show booleans. */
export function yesNoLabel(value: boolean | null | undefined): string {
  if (value == null) return 'Not specified';
  return value ? 'Yes' : 'No';
}

/**
 * Whether the payer added Stripe's fee to a card payment, as the exports and detail views show it. A record
 * without the flag (entered by the office, or older) was not covered.
 */
export function feeCoveredLabel(record: { fee_covered?: boolean }): string {
  return yesNoLabel(record.fee_covered ?? false);
}
