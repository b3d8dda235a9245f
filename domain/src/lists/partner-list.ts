import { appConfig } from '../config';
import { isAdminPlaceholderEmail } from '../settings';
import { isBlank } from '../input';
import type { PartnerRecord } from '../records';
import { toCents } from '../money';
import { partnerPledged } from './amounts';
import type { PartnerFilters } from './filter-schemas';
import { partnerLevelRank } from './labels';
import { benefitsOwed } from '../records';
import {
  filterSorted,
  instantKeys,
  keyPerRecord,
  searchPredicate,
  sharedPredicates,
  type SortKeys,
} from './shared-predicates';
import { type PartnerSort } from './sort';

/*
 * Name, email and phone all present. The placeholders the add form stores for blanks ('Admin Entry', 'N/A',
 * the admin placeholder address) mean "not given", so they count as missing.
 */
export function hasCompleteContactInfo(
  record: Pick<PartnerRecord, 'contact_name' | 'email' | 'contact_phone'>,
) {
  const present = (value: string, placeholder: string) => !isBlank(value) && value.trim() !== placeholder;
  return (
    present(record.contact_name, appConfig.adminEntryName) &&
    !isBlank(record.email) &&
    !isAdminPlaceholderEmail(record.email) &&
    present(record.contact_phone, appConfig.unknownPhone)
  );
}

const searchFields = [
  (record: PartnerRecord) => record.company_name,
  (record: PartnerRecord) => record.contact_name,
  (record: PartnerRecord) => record.partnership_level,
  (record: PartnerRecord) => record.email,
];

function partnerPredicates(
  timeZone: string,
  records: readonly PartnerRecord[],
  filters: PartnerFilters,
  search: string,
  now: Date,
) {
  const { levels, contactInfo, quick, benefits } = filters;
  const wantedLevels = new Set(levels);
  return [
    ...sharedPredicates<PartnerRecord>(timeZone, records, filters, now, partnerPledged),
    levels.length === 0 ? null : (record: PartnerRecord) => wantedLevels.has(record.partnership_level),
    contactInfo === 'all'
      ? null
      : (record: PartnerRecord) => hasCompleteContactInfo(record) === (contactInfo === 'complete'),
    quick.includes('platinum_gold')
      ? (record: PartnerRecord) =>
          record.partnership_level === 'platinum' || record.partnership_level === 'gold'
      : null,
    quick.includes('missing_contact') ? (record: PartnerRecord) => !hasCompleteContactInfo(record) : null,
    benefits === 'all' ? null : (record: PartnerRecord) => benefitsOwed(record) > 0 === (benefits === 'owed'),
    searchPredicate(records, 'partners', search, searchFields),
  ];
}

const sortKeys: Record<PartnerSort['field'], SortKeys<PartnerRecord>> = {
  company_name: keyPerRecord((record) => record.company_name.trim().toLowerCase()),
  contact_name: keyPerRecord((record) => record.contact_name.trim().toLowerCase()),
  partnership_level: keyPerRecord((record) => partnerLevelRank[record.partnership_level]),
  amount: keyPerRecord((record) => toCents(partnerPledged(record))),
  payment_completed_at: instantKeys('payment_completed_at'),
  created_at: instantKeys('created_at'),
};

/**
 * The partners list as shown: filters, quick filters and search applied, then sorted (nulls last). Pass each
 * snapshot as a new array and never change it in place: sort orders and columns are kept per array.
 */
export function applyPartnerFilters(
  timeZone: string,
  records: readonly PartnerRecord[],
  filters: PartnerFilters,
  search: string,
  sort: PartnerSort,
  now: Date,
): PartnerRecord[] {
  return filterSorted(
    records,
    partnerPredicates(timeZone, records, filters, search, now),
    sort,
    sortKeys[sort.field],
  );
}
