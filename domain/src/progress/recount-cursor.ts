import { z } from '../zod';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, recordCollectionSchema } from '../records';

/*
 * Where a recount of the progress stands, as plain JSON: a background job carries it from one step to the next
 * (each step recounts one page of records and returns the cursor of the next). Donations are walked first, then
 * partners, each in a stable order: by id for every record, by creation time then id for a range of dates.
 */

/** The records whose created_at is in [startIso, endIso): those a change of campaign dates may move. */
export const recountRangeSchema = z.object({ startIso: z.string(), endIso: z.string() });
export type RecountRange = z.infer<typeof recountRangeSchema>;

export const recountCursorSchema = z.object({
  /** The dates recounted; null recounts every record. */
  range: recountRangeSchema.nullable(),
  /** The collection being walked. */
  collection: recordCollectionSchema,
  /** The last record recounted in it (with its created_at when a range is walked); null at its start. */
  after: z.object({ id: z.string(), created_at: z.string().nullable() }).nullable(),
});
export type RecountCursor = z.infer<typeof recountCursorSchema>;

/** The order the collections are walked in. */
const WALK = [DONATIONS_COLLECTION, PARTNERS_COLLECTION] as const;

/** The first step of a recount of `range` (null: every record). */
export const firstRecountCursor = (range: RecountRange | null): RecountCursor => ({
  range,
  collection: WALK[0],
  after: null,
});

/**
 * The cursor after a page: further in the same collection when the page was full, else at the start of the next
 * collection, or null when the walk is over.
 */
export function nextRecountCursor(
  cursor: RecountCursor,
  last: { id: string; created_at: string | null } | null,
  full: boolean,
): RecountCursor | null {
  if (full && last) return { ...cursor, after: last };
  const next = WALK[WALK.indexOf(cursor.collection) + 1];
  return next ? { range: cursor.range, collection: next, after: null } : null;
}
