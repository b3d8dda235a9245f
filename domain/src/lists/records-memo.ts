import { instantMs } from '../time';

/*
 * A list is filtered and sorted again on every keystroke while its records (one realtime snapshot) stay the
 * same array. Parsed timestamps and sort orders are therefore computed once per records array and kept here,
 * released with the array. Records arrays are treated as immutable, as React state is: a new snapshot is a
 * new array. A changed length is still noticed, as a guard against an array grown in place.
 */
interface Memo {
  length: number;
  values: Map<string, unknown>;
}

const memos = new WeakMap<readonly object[], Memo>();

export function memoized<T>(records: readonly object[], name: string, compute: () => T): T {
  let memo = memos.get(records);
  if (!memo || memo.length !== records.length) {
    memo = { length: records.length, values: new Map() };
    memos.set(records, memo);
  }
  if (!memo.values.has(name)) memo.values.set(name, compute());
  return memo.values.get(name) as T;
}

/**
 * One number per record, computed once per records array: predicates read it by index instead of reading the
 * record. Reading a field of 100,000 records scattered in memory costs about 10 ms here; a column, under 1 ms.
 */
export function numberColumn<R extends object>(
  records: readonly R[],
  name: string,
  valueOf: (record: R) => number,
): Float64Array {
  return memoized(records, `column:${name}`, () => {
    const column = new Float64Array(records.length);
    for (let index = 0; index < records.length; index++) column[index] = valueOf(records[index]!);
    return column;
  });
}

/** Epoch milliseconds of one timestamp field of every record (NaN where missing). */
export function instantColumn<R extends object, K extends keyof R & string>(
  records: readonly R[],
  field: K,
): Float64Array {
  return numberColumn(records, `instants:${field}`, (record) => instantMs(record[field] as string | null));
}
