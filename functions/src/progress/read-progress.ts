import {
  currentHead,
  progressAggregateSchema,
  progressShardSchema,
  summedProgress,
  type ProgressAggregate,
  type ProgressShard,
} from '@hope/domain/progress';
import { headRef, shardsRef } from './progress-refs';

/**
 * A campaign's progress: its head and its shards, read side by side (one round trip, the head and at most
 * PROGRESS_SHARDS small documents), added up. An aggregate an earlier build kept in one document is shown as it
 * is until the first record written after the upgrade counts every record again into shards. Null before the
 * campaign has counted anything.
 */
export async function readProgress(campaignId: string): Promise<ProgressAggregate | null> {
  const [headDoc, shardDocs] = await Promise.all([headRef(campaignId).get(), shardsRef(campaignId).get()]);
  const head = currentHead(headDoc.data());
  if (!head) return progressAggregateSchema.safeParse(headDoc.data()).data ?? null;
  const shards: ProgressShard[] = [];
  for (const doc of shardDocs.docs) {
    const parsed = progressShardSchema.safeParse(doc.data());
    if (parsed.success) shards.push(parsed.data);
    else console.error(`progress/${campaignId}/shards/${doc.id} does not read as a shard`, parsed.error);
  }
  return summedProgress(head, shards);
}
