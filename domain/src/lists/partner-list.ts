import { appConfig } from '../config';
import { isAdminPlaceholderEmail, levelsByPrice, topTwoLevels, type SchoolSettings } from '../settings';
import { isBlank } from '../input';
import type { PartnerRecord } from '../records';
import { toCents } from '../money';
import { partnerPledged } from './amounts';
import type { PartnerFilters } from './filter-schemas';
import { partnerLevelRanks } from './labels';
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

type LevelSettings = Pick<SchoolSettings, 'sponsorshipLevels'>;

function partnerPredicates(
  timeZone: string,
  records: readonly PartnerRecord[],
  filters: PartnerFilters,
  search: string,
  now: Date,
  settings: LevelSettings,
) {
  const { levels, contactInfo, quick, benefits } = filters;
  const wantedLevels = new Set(levels);
  const topLevels = new Set(topTwoLevels(settings).map((level) => level.id));
  return [
    ...sharedPredicates<PartnerRecord>(timeZone, records, filters, now, partnerPledged),
    levels.length === 0 ? null : (record: PartnerRecord) => wantedLevels.has(record.partnership_level),
    contactInfo === 'all'
      ? null
      : (record: PartnerRecord) => hasCompleteContactInfo(record) === (contactInfo === 'complete'),
    quick.includes('top_levels') ? (record: PartnerRecord) => topLevels.has(record.partnership_level) : null,
    quick.includes('missing_contact') ? (record: PartnerRecord) => !hasCompleteContactInfo(record) : null,
    benefits === 'all' ? null : (record: PartnerRecord) => benefitsOwed(record) > 0 === (benefits === 'owed'),
    searchPredicate(records, 'partners', search, searchFields),
  ];
}

function sortKeysOf(field: PartnerSort['field'], settings: LevelSettings): SortKeys<PartnerRecord> {
  switch (field) {
    case 'company_name':
      return keyPerRecord((record) => record.company_name.trim().toLowerCase());
    case 'contact_name':
      return keyPerRecord((record) => record.contact_name.trim().toLowerCase());
    case 'partnership_level': {
      const ranks = partnerLevelRanks(settings);
      return keyPerRecord((record) => ranks.get(record.partnership_level) ?? -1);
    }
    case 'amount':
      return keyPerRecord((record) => toCents(partnerPledged(record)));
    case 'payment_completed_at':
    case 'created_at':
      return instantKeys(field);
  }
}

/** The sort as the memo of sorted orders knows it: a level sort depends on the levels' prices too. */
function memoSort(
  sort: PartnerSort,
  settings: LevelSettings,
): { field: string; direction: PartnerSort['direction'] } {
  if (sort.field !== 'partnership_level') return sort;
  const ranking = levelsByPrice(settings)
    .map((level) => level.id)
    .join(',');
  return { ...sort, field: `partnership_level@${ranking}` };
}

/**
 * The partners list as shown: filters, quick filters and search applied, then sorted (nulls last). Pass each
 * snapshot as a new array and never change it in place: sort orders and columns are kept per array. The
 * school's levels decide the top levels' quick filter and the order of a level sort.
 */
export function applyPartnerFilters(
  timeZone: string,
  records: readonly PartnerRecord[],
  filters: PartnerFilters,
  search: string,
  sort: PartnerSort,
  now: Date,
  settings: LevelSettings,
): PartnerRecord[] {
  return filterSorted(
    records,
    partnerPredicates(timeZone, records, filters, search, now, settings),
    memoSort(sort, settings),
    sortKeysOf(sort.field, settings),
  );
}
