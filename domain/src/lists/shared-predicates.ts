import { classLabel } from '../classes/class-label';
import type { GradeTeacher } from '../schemas/student';
import { instantMs } from '../time/instant';
import { dateRangeWindow, inWindow, isOpenWindow, thisMonthWindow } from './date-range';
import type { SharedFilters } from './filter-schemas';
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
  textsOf: (record: R) => readonly (string | null)[],
): Predicate<R> | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  return (record) => textsOf(record).some((text) => text !== null && text.toLowerCase().includes(needle));
}

/** Records matching every predicate, in one pass. */
export function filterAll<R>(records: readonly R[], predicates: readonly (Predicate<R> | null)[]): R[] {
  const active = predicates.filter((predicate): predicate is Predicate<R> => predicate !== null);
  if (active.length === 0) return [...records];
  return records.filter((record) => active.every((predicate) => predicate(record)));
}
