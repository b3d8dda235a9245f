import { paymentMethodLabels, type Donation, type DonationType, type Partner } from '../records';
import { levelsByPrice, type SchoolSettings } from '../settings';

export const donationTypeLabels: Record<DonationType, string> = {
  one_time: 'One Time',
  monthly: 'Monthly',
  check: 'Check',
};

/**
 * A donation's type as the lists and details show it: the spec's type, except that a one-time gift received in
 * person only (cash, or a check the office deposited) reads as its method, not One Time, which the office
 * reads as a card gift. Cheap enough for every record of a list: it looks at the payment facts only.
 */
export function donationTypeLabel(
  record: Pick<Donation, 'donation_type' | 'checks' | 'stripe_charges'>,
): string {
  const inPerson = Object.values(record.checks ?? {});
  if (record.donation_type !== 'one_time' || inPerson.length === 0 || !isEmpty(record.stripe_charges))
    return donationTypeLabels[record.donation_type];
  const methods = new Set(inPerson.map((fact) => fact.method ?? 'check'));
  return [...methods].map((method) => paymentMethodLabels[method]).join(', ');
}

const isEmpty = (map: object | undefined) => map === undefined || Object.keys(map).length === 0;

/**
 * The names of the four levels every school had before levels were settings: records of that time kept only
 * the level's id.
 */
const legacyLevelNames: Readonly<Record<string, string>> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

/**
 * A partner's level as it was sold: the name stored on the record, which a later rename or removal of the
 * level does not change.
 */
export function partnerLevelLabel(record: Pick<Partner, 'partnership_level' | 'level_name'>): string {
  return record.level_name ?? legacyLevelNames[record.partnership_level] ?? record.partnership_level;
}

/**
 * Sorting by level means by the level's price in the settings, not alphabetically (Bronze < Silver < Gold <
 * Platinum). A level the school no longer offers ranks below every current one.
 */
export function partnerLevelRanks(settings: Pick<SchoolSettings, 'sponsorshipLevels'>): Map<string, number> {
  return new Map(levelsByPrice(settings).map((level, rank) => [level.id, rank]));
}

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
