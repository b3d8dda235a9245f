import {
  contributionOf,
  emptyAggregate,
  PROGRESS_COLLECTION,
  progressAggregateSchema,
  withContribution,
  type Contribution,
} from '@hope/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { readSettings } from '../settings/read-settings';

/** Trigger deliveries already applied, so a retried or repeated delivery changes the totals once. */
const APPLIED_COLLECTION = 'progress_applied';

/**
 * Moves one record's contribution in its campaign's progress aggregate: the old one out, the new one in (a
 * record may also move between campaigns, or stop counting when voided or refunded in full). Applied once per
 * trigger event, in one transaction with the event's id.
 */
export async function updateProgress(
  eventId: string,
  collection: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  // The app never deletes a record (the rules refuse it; a record is voided instead): a deletion is a test's
  // wipe of the emulator, whose aggregate is wiped with it, and counts for nothing.
  if (after === undefined) return;
  const { campaigns } = await readSettings();
  const out = contributionOf(collection, before as never, campaigns);
  const into = contributionOf(collection, after as never, campaigns);
  if (sameContribution(out, into)) return;
  const db = firestore();
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const appliedRef = db.collection(APPLIED_COLLECTION).doc(eventId);
    const ids = [...new Set([out?.campaignId, into?.campaignId].filter((id): id is string => Boolean(id)))];
    const refs = ids.map((id) => db.collection(PROGRESS_COLLECTION).doc(id));
    const [applied, ...snapshots] = await tx.getAll(appliedRef, ...refs);
    if (applied?.exists) return;
    const aggregates = new Map(
      snapshots.map((snapshot, index) => [
        ids[index]!,
        snapshot.exists ? progressAggregateSchema.parse(snapshot.data()) : emptyAggregate(ids[index]!, now),
      ]),
    );
    if (out) aggregates.set(out.campaignId, withContribution(aggregates.get(out.campaignId)!, out, -1, now));
    if (into)
      aggregates.set(into.campaignId, withContribution(aggregates.get(into.campaignId)!, into, 1, now));
    for (const [id, aggregate] of aggregates) tx.set(db.collection(PROGRESS_COLLECTION).doc(id), aggregate);
    // Kept a day (a TTL policy on expires_at deletes it): retries come within minutes.
    tx.create(appliedRef, { at: now.toISOString(), expires_at: new Date(now.getTime() + 86_400_000) });
  });
}

function sameContribution(a: Contribution | null, b: Contribution | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
