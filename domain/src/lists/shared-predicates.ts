import { classLabel } from '../classes/class-label';
import type { GradeTeacher } from '../schemas/student';
import { instantMs } from '../time/instant';
import { dateRangeWindow, inWindow, isOpenWindow, thisMonthWindow } from './date-range';
import type { SharedFilters } from './filter-schemas';
import type { SortKey } from './sort';
import { matchesStatusFilter, paymentStatus } from './payment-status';

export type Predicate<R> = (record: R) => boolean;

export interface ListRecord {
  payment_completed_at: string | null;
  cancel_date: string | null;
  created_at: string;
  grade_teacher_data: readonly GradeTeacher[] | null;
}

/** The predicates for the filters both lists share; only active filters produce one. */
export function sharedPredicates<R extends ListRecord>(
  filters: SharedFilters & { quick: readonly string[] },
  now: Date,
  amountOf: (record: R) => number,
): Predicate<R>[] {
  const predicates: Predicate<R>[] = [];
  const { status, minAmount, maxAmount } = filters;
  if (status !== 'all') predicates.push((record) => matchesStatusFilter(record, status));
  const window = dateRangeWindow(filters.dateRange, now);
  if (!isOpenWindow(window)) predicates.push((record) => inWindow(instantMs(record.created_at), window));
  if (minAmount !== null) predicates.push((record) => amountOf(record) >= minAmount);
  if (maxAmount !== null) predicates.push((record) => amountOf(record) <= maxAmount);
  if (filters.teachers.length > 0) {
    const wanted = new Set(filters.teachers);
    predicates.push((record) =>
      (record.grade_teacher_data ?? []).some((entry) => wanted.has(classLabel(entry))),
    );
  }
  if (filters.quick.includes('this_month')) {
    const month = thisMonthWindow(now);
    predicates.push((record) => inWindow(instantMs(record.created_at), month));
  }
  if (filters.quick.includes('unpaid')) predicates.push((record) => paymentStatus(record) === 'pending');
  return predicates;
}

/** Case-insensitive search over the given texts; a blank query matches everything. */
export function searchPredicate<R>(
  query: string,
  fields: readonly ((record: R) => string | null)[],
): Predicate<R> | null {
  const needle = query.trim();
  if (needle === '') return null;
  // A case-insensitive pattern tests each text in place: no lower-cased copy per record and keystroke.
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return (record) => {
    for (let index = 0; index < fields.length; index++) {
      const text = fields[index]!(record);
      if (text !== null && pattern.test(text)) return true;
    }
    return false;
  };
}

/** Records matching every predicate, with their sort keys, in a single pass over the records. */
export function filterWithKeys<R>(
  records: readonly R[],
  predicates: readonly (Predicate<R> | null)[],
  keyOf: (record: R) => SortKey,
): { matching: R[]; keys: SortKey[] } {
  const active = predicates.filter((predicate): predicate is Predicate<R> => predicate !== null);
  const matching: R[] = [];
  const keys: SortKey[] = [];
  const count = active.length;
  next: for (const record of records) {
    // A plain loop: `active.every(...)` would allocate a closure per record.
    for (let index = 0; index < count; index++) if (!active[index]!(record)) continue next;
    matching.push(record);
    keys.push(keyOf(record));
  }
  return { matching, keys };
}
