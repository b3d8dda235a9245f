import { invalidRequest } from './errors.ts';
import type { Store } from './store.ts';

type Json = Record<string, unknown>;

/**
 * Stripe's `expand`: replaces an id at a dotted path with a copy of the object it names (e.g.
 * `payment_intent.latest_charge.balance_transaction`). A null stays null, as at Stripe; a path that names no
 * expandable field is a 400.
 */
export function expand(store: Store, object: object, paths: readonly string[]): Json {
  const copy = structuredClone(object) as Json;
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > 4)
      throw invalidRequest(`You cannot expand more than 4 levels of a property (${path}).`, 'expand');
    expandPath(store, copy, segments, path);
  }
  return copy;
}

function expandPath(store: Store, target: Json, segments: string[], path: string): void {
  const [field, ...rest] = segments;
  if (field === undefined) return;
  const cannot = () => invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  if (!(field in target)) throw cannot();
  let value = target[field];
  if (typeof value === 'string') {
    const found = store.objects.get(value);
    if (!found) throw cannot();
    value = structuredClone(found);
    target[field] = value;
  }
  if (value === null) return;
  if (typeof value !== 'object') throw cannot();
  expandPath(store, value as Json, rest, path);
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
