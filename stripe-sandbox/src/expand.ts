import { invalidRequest } from './errors.ts';
import type { Store } from './store.ts';

type Json = Record<string, unknown>;

/**
 * Stripe's `expand`: replaces an id at a dotted path with a copy of the object it names (e.g.
 * `payment_intent.latest_charge.balance_transaction`). A null stays null, as at Stripe; a path that names no
 * expandable field is a 400. A balance transaction's `source` is one of several kinds (charge, refund, dispute,
 * payout), so past it Stripe expands what each kind has and skips the kinds without the field: a payout's list
 * with `data.source.payment_intent` expands the charges' intents and leaves the payout's own line alone.
 */
export function expand(store: Store, object: object, paths: readonly string[]): Json {
  const copy = structuredClone(object) as Json;
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > 4)
      throw invalidRequest(`You cannot expand more than 4 levels of a property (${path}).`, 'expand');
    expandPath(store, copy, segments, path, false);
  }
  return copy;
}

function expandPath(store: Store, target: Json, segments: string[], path: string, pastSource: boolean): void {
  const [field, ...rest] = segments;
  if (field === undefined) return;
  const cannot = () => invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  if (!(field in target)) {
    if (pastSource) return;
    throw cannot();
  }
  let value = target[field];
  if (typeof value === 'string') {
    const found = store.objects.get(value);
    if (!found) throw cannot();
    value = structuredClone(found);
    target[field] = value;
  }
  if (value === null) return;
  if (typeof value !== 'object') throw cannot();
  expandPath(store, value as Json, rest, path, pastSource || field === 'source');
}

/** A list endpoint expands each item with `data.<path>`. */
export function expandList(store: Store, items: readonly object[], paths: readonly string[]): Json[] {
  const itemPaths = paths.map((path) => {
    if (!path.startsWith('data.'))
      throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    return path.slice('data.'.length);
  });
  return items.map((item) => expand(store, item, itemPaths));
}
