import { invalidRequest, noSuch } from '../errors.ts';
import { expandList } from '../expand.ts';
import {
  allowOnly,
  optionalInteger,
  optionalObject,
  optionalString,
  stringList,
  type Params,
} from '../params.ts';
import type { Kind, Store } from '../store.ts';

/** The paging and expansion parameters every list call takes besides its own filters. */
export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const;

type Listed = { id: string; created: number };

/**
 * Stripe's list envelope over the objects a call's filters kept: newest first (by `created`, then by when the
 * sandbox made them), `limit` (10 by default, up to 100) and a cursor, `starting_after` (the page after that
 * object) or `ending_before` (the page before it), each naming any object of the listed kind, kept by the
 * filters or not.
 */
export function listPage(
  store: Store,
  items: readonly Listed[],
  params: Params,
  list: { url: string; kind: Kind },
): { object: 'list'; data: Record<string, unknown>[]; has_more: boolean; url: string } {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', 'limit');
  const after = optionalString(params, 'starting_after');
  const before = optionalString(params, 'ending_before');
  if (after !== undefined && before !== undefined)
    throw invalidRequest('You may only specify one of these parameters: starting_after, ending_before.');
  const key = (item: Listed): [number, number] => [item.created, store.madeAt.get(item.id) ?? -1];
  const newer = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  const cursor = (id: string, param: string): [number, number] => {
    const object = store.find(list.kind, id);
    if (!object) throw noSuch(list.kind.replaceAll('_', ' '), id, param);
    return key(object);
  };
  const sorted = [...items].sort((a, b) => (newer(key(a), key(b)) ? -1 : 1));
  let page: Listed[];
  let hasMore: boolean;
  if (before !== undefined) {
    const mark = cursor(before, 'ending_before');
    const earlier = sorted.filter((item) => newer(key(item), mark));
    page = earlier.slice(-limit);
    hasMore = earlier.length > limit;
  } else {
    const mark = after === undefined ? null : cursor(after, 'starting_after');
    const rest = mark ? sorted.filter((item) => newer(mark, key(item))) : sorted;
    page = rest.slice(0, limit);
    hasMore = rest.length > limit;
  }
  return {
    object: 'list',
    data: expandList(store, page, stringList(params, 'expand')),
    has_more: hasMore,
    url: list.url,
  };
}

/**
 * A date filter such as `created` or `arrival_date`: an exact unix time, or a range with any of gt, gte, lt
 * and lte (`created[gte]=...`).
 */
export function timeFilter(params: Params, key: string): (seconds: number) => boolean {
  if (typeof params[key] === 'string') {
    const exact = optionalInteger(params, key);
    return (seconds) => seconds === exact;
  }
  const range = optionalObject(params, key);
  if (!range) return () => true;
  allowOnly(range, ['gt', 'gte', 'lt', 'lte'], key);
  const [gt, gte, lt, lte] = (['gt', 'gte', 'lt', 'lte'] as const).map((bound) =>
    optionalInteger(range, bound, key),
  );
  return (seconds) =>
    (gt === undefined || seconds > gt) &&
    (gte === undefined || seconds >= gte) &&
    (lt === undefined || seconds < lt) &&
    (lte === undefined || seconds <= lte);
}
