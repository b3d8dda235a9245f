import type { OrderByDirection, WhereFilterOp } from 'firebase/firestore';
import type { z } from 'zod';

/*
 * What a screen asks the data provider to watch, as plain data: a query (collection, filters, order, limit) or
 * one document, with the schema its documents are read with. Equal descriptions share one listener.
 */

export type Filter = readonly [field: string, op: WhereFilterOp, value: unknown];
export type Order = readonly [field: string, direction: OrderByDirection];

/**
 * How long a listener outlives its last watcher. Unset: a few seconds (see GRACE_MS in store.ts). 'session':
 * until sign-out. `latestOf`: until sign-out while it is the latest watch of that name asked for (a report's
 * year, the chosen campaign's records): another one of the name lets it close.
 */
export type Keep = 'session' | { latestOf: string };

interface Described<S extends z.ZodType> {
  collection: string;
  /** Each document is parsed with it; one that does not fit is reported and left out. */
  schema: S;
  keep?: Keep;
}

export interface QuerySpec<S extends z.ZodType = z.ZodType> extends Described<S> {
  where?: readonly Filter[];
  orderBy?: readonly Order[];
  limit?: number;
  /** Also a new state when only `fromCache` changes (going offline and back), for the offline notice. */
  includeMetadataChanges?: boolean;
}

export interface DocumentSpec<S extends z.ZodType = z.ZodType> extends Described<S> {
  id: string;
}

export type WatchSpec = QuerySpec | DocumentSpec;

/** A document as the screens read it: what its schema gives, and its id. */
export type Parsed<S extends z.ZodType> = z.output<S> & { id: string };

export interface WatchState<T> {
  status: 'loading' | 'ready' | 'error';
  /** One value per change (never mutated): memos can key on its identity. */
  data: T;
  /** True while what is shown comes from the local cache only (offline, or the first moments). */
  fromCache: boolean;
}

/** A query's documents in its order; an error reads as no documents. */
export type QueryState<S extends z.ZodType> = WatchState<readonly Parsed<S>[]>;
/** The document, or null when it does not exist; one that does not fit its schema is an error. */
export type DocumentState<S extends z.ZodType> = WatchState<Parsed<S> | null>;

export const isDocument = (spec: WatchSpec): spec is DocumentSpec => 'id' in spec;

export const QUERY_LOADING: WatchState<readonly never[]> = { status: 'loading', data: [], fromCache: true };
export const DOCUMENT_LOADING: WatchState<null> = { status: 'loading', data: null, fromCache: true };

export const loadingOf = (spec: WatchSpec): WatchState<unknown> =>
  isDocument(spec) ? DOCUMENT_LOADING : QUERY_LOADING;

/** A number per schema object, so that the same query read with two schemas is two watches. */
const schemaIds = new WeakMap<object, number>();
let schemasSeen = 0;

function schemaId(schema: object): number {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++schemasSeen));
  return id;
}

/** The stable description a listener is shared by: the same query or document, read the same way. */
export function keyOf(spec: WatchSpec): string {
  const read = [spec.collection, schemaId(spec.schema)];
  if (isDocument(spec)) return JSON.stringify(['doc', ...read, spec.id]);
  return JSON.stringify([
    'query',
    ...read,
    spec.where ?? [],
    spec.orderBy ?? [],
    spec.limit ?? null,
    spec.includeMetadataChanges ?? false,
  ]);
}
