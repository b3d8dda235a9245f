import {
  countedKey,
  PROGRESS_COLLECTION,
  PROGRESS_COUNTED_COLLECTION,
  PROGRESS_SHARDS_COLLECTION,
} from '@hope/domain/progress';
import { firestore } from '../firestore';

/** A campaign's head: which count is in force (domain/src/progress/shards.ts). */
export const headRef = (campaignId: string) => firestore().collection(PROGRESS_COLLECTION).doc(campaignId);

/** A campaign's shards. */
export const shardsRef = (campaignId: string) => headRef(campaignId).collection(PROGRESS_SHARDS_COLLECTION);

export const shardRef = (campaignId: string, shard: number) => shardsRef(campaignId).doc(String(shard));

/** What a record is counted as, and under which epoch. */
export const countedRef = (collection: string, id: string) =>
  firestore().collection(PROGRESS_COUNTED_COLLECTION).doc(countedKey(collection, id));
