import type { Partner } from '../records';
import type { DonationType } from '../records';
import { partnerLevelSchema, type PartnerLevel } from '../settings';

export const donationTypeLabels: Record<DonationType, string> = {
  one_time: 'One Time',
  monthly: 'Monthly',
  check: 'Check',
};

/** The levels' names in the product's own words, for records sold before a record kept its level's name. */
export const specLevelNames: Record<PartnerLevel, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

/** A partner's level as it was sold: the name stored on the record, which a later rename does not change. */
export function partnerLevelLabel(record: Pick<Partner, 'partnership_level' | 'level_name'>): string {
  return record.level_name ?? specLevelNames[record.partnership_level];
}

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
