import { z } from 'zod';

export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export const donationSortFieldSchema = z.enum([
  'parent_name',
  'amount',
  'donation_type',
  'payment_completed_at',
  'created_at',
]);
export const donationSortSchema = z.object({
  field: donationSortFieldSchema,
  direction: sortDirectionSchema,
});
export type DonationSort = z.infer<typeof donationSortSchema>;

export const partnerSortFieldSchema = z.enum([
  'company_name',
  'contact_name',
  'partnership_level',
  'amount',
  'payment_completed_at',
  'created_at',
]);
export const partnerSortSchema = z.object({ field: partnerSortFieldSchema, direction: sortDirectionSchema });
export type PartnerSort = z.infer<typeof partnerSortSchema>;

export const defaultDonationSort: DonationSort = { field: 'payment_completed_at', direction: 'desc' };
export const defaultPartnerSort: PartnerSort = { field: 'payment_completed_at', direction: 'desc' };

/** Clicking a column header: the same column toggles, a new column starts ascending. */
export function nextSort<S extends { field: string; direction: SortDirection }>(
  current: S,
  field: S['field'],
): S {
  if (current.field === field) return { ...current, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { ...current, field, direction: 'asc' };
}

export type SortKey = string | number | null;

/**
 * Sorts by a key computed once per record (never inside the comparator), missing keys (null, NaN) last in both
 * directions. Strings compare by code unit: callers pass lower-cased keys. The sort is stable.
 */
export function sortByKey<R>(
  records: readonly R[],
  keyOf: (record: R) => SortKey,
  direction: SortDirection,
): R[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = records.map((record) => {
    const key = keyOf(record);
    return { record, key: typeof key === 'number' && Number.isNaN(key) ? null : key };
  });
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0);
    if (a.key < b.key) return -sign;
    return a.key > b.key ? sign : 0;
  });
  return keyed.map((entry) => entry.record);
}
