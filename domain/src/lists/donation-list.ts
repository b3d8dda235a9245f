import type { DonationRecord } from '../records';
import { toCents } from '../money';
import { donationPledged } from './amounts';
import type { DonationFilters } from './filter-schemas';
import { donationTypeLabel } from './labels';
import {
  filterSorted,
  instantKeys,
  keyPerRecord,
  searchPredicate,
  sharedPredicates,
  type SortKeys,
} from './shared-predicates';
import { type DonationSort } from './sort';

function hasStudentInfo(record: DonationRecord): boolean {
  return record.children_data.length > 0 || record.grade_teacher_data.length > 0;
}

function yesNoPredicate(setting: 'all' | 'yes' | 'no', test: (record: DonationRecord) => boolean) {
  return setting === 'all' ? null : (record: DonationRecord) => test(record) === (setting === 'yes');
}

const searchFields = [
  (record: DonationRecord) => record.parent_name,
  (record: DonationRecord) => record.donation_type,
  donationTypeLabel,
  (record: DonationRecord) => record.email,
];

function donationPredicates(
  timeZone: string,
  records: readonly DonationRecord[],
  filters: DonationFilters,
  search: string,
  now: Date,
) {
  const { type, quick } = filters;
  return [
    ...sharedPredicates<DonationRecord>(timeZone, records, filters, now, donationPledged),
    type === 'all' ? null : (record: DonationRecord) => record.donation_type === type,
    yesNoPredicate(filters.companyMatching, (record) => record.company_matching),
    yesNoPredicate(filters.hasStudentInfo, hasStudentInfo),
    quick.includes('monthly_donors') ? (record: DonationRecord) => record.donation_type === 'monthly' : null,
    quick.includes('company_matched') ? (record: DonationRecord) => record.company_matching : null,
    searchPredicate(records, 'donations', search, searchFields),
  ];
}

const sortKeys: Record<DonationSort['field'], SortKeys<DonationRecord>> = {
  parent_name: keyPerRecord((record) => record.parent_name.trim().toLowerCase()),
  amount: keyPerRecord((record) => toCents(donationPledged(record))),
  donation_type: keyPerRecord((record) => donationTypeLabel(record).toLowerCase()),
  payment_completed_at: instantKeys('payment_completed_at'),
  created_at: instantKeys('created_at'),
};

/**
 * The donations list as shown: filters, quick filters and search applied, then sorted (nulls last). Pass each
 * snapshot as a new array and never change it in place: sort orders and columns are kept per array.
 */
export function applyDonationFilters(
  timeZone: string,
  records: readonly DonationRecord[],
  filters: DonationFilters,
  search: string,
  sort: DonationSort,
  now: Date,
): DonationRecord[] {
  return filterSorted(
    records,
    donationPredicates(timeZone, records, filters, search, now),
    sort,
    sortKeys[sort.field],
  );
}
