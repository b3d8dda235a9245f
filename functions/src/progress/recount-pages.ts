import {
  firstRecountCursor,
  newHead,
  nextRecountCursor,
  type CampaignChanges,
  type RecountCursor,
  type RecountRange,
} from '@hope/domain/progress';
import { randomUUID } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { settingsOf, settingsRef } from '../settings/read-settings';
import { headRef } from './progress-refs';
import { recountRecords } from './recount-records';

/*
 * Recounting the progress from the records, a page at a time. A recount is two steps a background job can run:
 * restartProgress (a new epoch for the campaigns, so every record counts as not counted), then recountPage from
 * firstRecountCursor(range) until it returns no cursor. Each page is one transaction (recount-records.ts); a page
 * run twice, or a trigger counting a record meanwhile, counts nothing twice.
 */

/** Records per page: one transaction reads each with its counted document, well within Firestore's limits. */
export const RECOUNT_PAGE = 200;

/** Starts the given campaigns' counts again, empty, each under a new epoch (every current campaign if `null`). */
export async function restartProgress(ids: readonly string[] | null): Promise<void> {
  await firestore().runTransaction(async (tx) => {
    const { campaigns } = settingsOf(await tx.get(settingsRef()));
    const at = new Date();
    for (const id of ids ?? campaigns.map((campaign) => campaign.id))
      tx.set(headRef(id), newHead(id, at, randomUUID()));
  });
}

/**
 * Recounts one page of the records `cursor` points at and says where the next page starts (null when the walk
 * is over). The cursor is plain JSON (domain/src/progress/recount-cursor.ts), for a job to carry between tasks.
 */
export async function recountPage(
  cursor: RecountCursor,
  size: number = RECOUNT_PAGE,
): Promise<{ recounted: number; next: RecountCursor | null }> {
  const { range, after } = cursor;
  let query = firestore().collection(cursor.collection).limit(size);
  if (range) {
    query = query
      .where('created_at', '>=', range.startIso)
      .where('created_at', '<', range.endIso)
      .orderBy('created_at')
      .orderBy(FieldPath.documentId())
      .select('created_at');
    if (after) query = query.startAfter(after.created_at, after.id);
  } else {
    query = query.orderBy(FieldPath.documentId()).select();
    if (after) query = query.startAfter(after.id);
  }
  const page = await query.get();
  await recountRecords(page.docs.map((doc) => doc.ref));
  const last = page.docs.at(-1);
  const next = nextRecountCursor(
    cursor,
    last ? { id: last.id, created_at: range ? (last.get('created_at') as string) : null } : null,
    page.size === size,
  );
  return { recounted: page.size, next };
}

/** Every page of a recount of `range`, here and now (a trigger's recount; a job runs the pages as tasks). */
async function recountAllPages(range: RecountRange | null): Promise<number> {
  let recounted = 0;
  for (let cursor: RecountCursor | null = firstRecountCursor(range); cursor;) {
    const step = await recountPage(cursor);
    recounted += step.recounted;
    cursor = step.next;
  }
  return recounted;
}

/** Counts every record again into every current campaign, started again (after an upgrade). */
export async function recountAllRecords(): Promise<number> {
  await restartProgress(null);
  return recountAllPages(null);
}

/** After campaigns were added, removed or given other dates: the records they may have moved are counted again. */
export async function recountCampaignChanges(changes: CampaignChanges): Promise<number> {
  await restartProgress(changes.restart);
  let recounted = 0;
  for (const range of changes.ranges) recounted += await recountAllPages(range);
  return recounted;
}
