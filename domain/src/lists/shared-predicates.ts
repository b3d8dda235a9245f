import { classLabel } from '../classes';
import type { GradeTeacher } from '../records';
import { dateRangeWindow, inWindow, isOpenWindow, thisMonthWindow } from './date-range';
import type { SharedFilters } from './filter-schemas';
import { instantColumn, memoized, numberColumn } from './records-memo';
import { sortedOrder, type SortDirection, type SortKey } from './sort';
import { matchesStatusFilter, type PaymentStatus } from '../records';
import { isVoided } from '../records';
import type { RecordVoid } from '../records';

/** Whether a record stays in the list; `index` is its position in the records array (for memoized columns). */
export type Predicate<R> = (record: R, index: number) => boolean;

export interface ListRecord {
  checkout_status?: string | undefined;
  payment_completed_at: string | null;
  cancel_date: string | null;
  created_at: string;
  grade_teacher_data: readonly GradeTeacher[] | null;
  voided?: RecordVoid | null;
}

/**
 * A checkout the payer abandoned: its Stripe page expired (after 30 minutes) and nothing was ever paid. A
 * script that opens checkouts by the hundred leaves only these behind; the lists hide them unless asked.
 */
export function isAbandonedCheckout(record: Pick<ListRecord, 'checkout_status' | 'payment_completed_at'>) {
  return record.checkout_status === 'expired' && !record.payment_completed_at;
}

/** The predicates for the filters both lists share; only active filters produce one. */
export function sharedPredicates<R extends ListRecord>(
  timeZone: string,
  records: readonly R[],
  filters: SharedFilters & { quick: readonly string[] },
  now: Date,
  amountOf: (record: R) => number,
): Predicate<R>[] {
  const predicates: Predicate<R>[] = [];
  const { status, minAmount, maxAmount } = filters;
  if (!filters.showVoided) predicates.push((record) => !isVoided(record));
  const abandoned = filters.quick.includes('abandoned');
  predicates.push((record) => isAbandonedCheckout(record) === abandoned);
  const statusIs = (wanted: PaymentStatus) => {
    const matches = numberColumn(records, `status:${wanted}`, (record) =>
      matchesStatusFilter(record, wanted) ? 1 : 0,
    );
    return (_record: R, index: number) => matches[index] === 1;
  };
  if (status !== 'all') predicates.push(statusIs(status));
  const created = () => instantColumn(records, 'created_at');
  const window = dateRangeWindow(timeZone, filters.dateRange, now);
  if (!isOpenWindow(window)) {
    const createdMs = created();
    predicates.push((_record, index) => inWindow(createdMs[index]!, window));
  }
  const pledged = () => numberColumn(records, 'pledged', amountOf);
  if (minAmount !== null) {
    const amounts = pledged();
    predicates.push((_record, index) => amounts[index]! >= minAmount);
  }
  if (maxAmount !== null) {
    const amounts = pledged();
    predicates.push((_record, index) => amounts[index]! <= maxAmount);
  }
  if (filters.teachers.length > 0) {
    const wanted = new Set(filters.teachers);
    const classes = memoized(records, 'classes', () =>
      records.map((record) => (record.grade_teacher_data ?? []).map(classLabel)),
    );
    predicates.push((_record, index) => classes[index]!.some((label) => wanted.has(label)));
  }
  if (filters.quick.includes('this_month')) {
    const month = thisMonthWindow(timeZone, now);
    const createdMs = created();
    predicates.push((_record, index) => inWindow(createdMs[index]!, month));
  }
  if (filters.quick.includes('unpaid')) predicates.push(statusIs('pending'));
  return predicates;
}

/**
 * Case-insensitive search over the given texts; a blank query matches everything. The lower-cased texts of
 * every record are built once per records array (records-memo.ts), so each keystroke is one substring test
 * per record. `name` tells the memo which list's fields these are.
 */
export function searchPredicate<R extends object>(
  records: readonly R[],
  name: string,
  query: string,
  fields: readonly ((record: R) => string | null)[],
): Predicate<R> | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const texts = memoized(records, `search:${name}`, () =>
    // NUL between fields: a search box cannot hold one, so no match spans two fields.
    records.map((record) =>
      fields
        .map((field) => field(record) ?? '')
        .join('\0')
        .toLowerCase(),
    ),
  );
  return (_record, index) => texts[index]!.includes(needle);
}

/** The sort keys of every record of a list (keys[i] belongs to records[i]). */
export type SortKeys<R> = (records: readonly R[]) => ArrayLike<SortKey>;

export function keyPerRecord<R>(keyOf: (record: R) => SortKey): SortKeys<R> {
  return (records) => records.map(keyOf);
}

/** A timestamp's sort keys are its memoized column, which the date filters read too. */
export function instantKeys<R extends ListRecord>(field: 'payment_completed_at' | 'created_at'): SortKeys<R> {
  return (records) => instantColumn(records, field);
}

/**
 * The records matching every predicate, in sort order. The order of the whole array is computed once per
 * records array, field and direction (records-memo.ts); filtering it keeps it sorted, since the sort is stable,
 * so a keystroke in the search box costs one pass over the records and no sort.
 */
export function filterSorted<R extends object>(
  records: readonly R[],
  predicates: readonly (Predicate<R> | null)[],
  sort: { field: string; direction: SortDirection },
  keysOf: SortKeys<R>,
): R[] {
  const order = memoized(records, `order:${sort.field}:${sort.direction}`, () =>
    sortedOrder(keysOf(records), sort.direction),
  );
  const active = predicates.filter((predicate): predicate is Predicate<R> => predicate !== null);
  if (active.length === 0) return Array.from(order, (index) => records[index]!);
  // Records are tested in stored order, then picked in sorted order: reading 100,000 records in sorted
  // (scattered) order costs several times more than reading them in sequence.
  const kept = new Uint8Array(records.length);
  const count = active.length;
  next: for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    // A plain loop: `active.every(...)` would allocate a closure per record.
    for (let test = 0; test < count; test++) if (!active[test]!(record, index)) continue next;
    kept[index] = 1;
  }
  const matching: R[] = [];
  for (let position = 0; position < order.length; position++) {
    const index = order[position]!;
    if (kept[index] === 1) matching.push(records[index]!);
  }
  return matching;
}
