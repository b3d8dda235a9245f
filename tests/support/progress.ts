import {
  currentHead,
  emptyShard,
  PROGRESS_COLLECTION,
  PROGRESS_SHARDS_COLLECTION,
  progressShardSchema,
  summedProgress,
  type ProgressAggregate,
  type ProgressShard,
} from '@hope/domain/progress';
import type { Firestore } from 'firebase-admin/firestore';

/** A campaign's head document (which count is in force). */
export const progressHead = (db: Firestore, campaignId: string) =>
  db.doc(`${PROGRESS_COLLECTION}/${campaignId}`);

/** A campaign's shards as stored. */
export async function storedShards(db: Firestore, campaignId: string): Promise<ProgressShard[]> {
  const docs = await progressHead(db, campaignId).collection(PROGRESS_SHARDS_COLLECTION).get();
  return docs.docs.map((doc) => progressShardSchema.parse(doc.data()));
}

/** A campaign's stored progress, its shards added up as the functions read it; null without a head. */
export async function storedProgress(db: Firestore, campaignId: string): Promise<ProgressAggregate | null> {
  const head = currentHead((await progressHead(db, campaignId).get()).data());
  return head ? summedProgress(head, await storedShards(db, campaignId)) : null;
}

/** Everything stored about a campaign's progress (head and shards), as text: to look for what must not be there. */
export async function storedProgressText(db: Firestore, campaignId: string): Promise<string> {
  const head = (await progressHead(db, campaignId).get()).data();
  return JSON.stringify({ head, shards: await storedShards(db, campaignId) });
}

/**
 * Puts figures into a campaign's progress once its count has started (its head written by the campaigns
 * trigger), as its first shard: what the public page then shows (with `classes`, its class leaderboard).
 */
export async function setProgressFigures(
  db: Firestore,
  campaignId: string,
  figures: Pick<ProgressShard, 'raised_cents' | 'partners' | 'family_counts'> &
    Partial<Pick<ProgressShard, 'classes'>>,
): Promise<void> {
  const head = currentHead((await progressHead(db, campaignId).get()).data());
  if (!head) throw new Error(`The progress of ${campaignId} has not started`);
  await progressHead(db, campaignId)
    .collection(PROGRESS_SHARDS_COLLECTION)
    .doc('0')
    .set({ ...emptyShard(campaignId, 0, head.epoch, new Date()), ...figures });
}
