import { z } from '../zod';
import { progressAggregateSchema, type ProgressAggregate } from './progress';

/*
 * A campaign's progress is kept in shards, so that no document takes more than about one write a second on a
 * giving day. Each record is counted into one of PROGRESS_SHARDS shard documents of its campaign
 * (`progress/{campaign}/shards/{n}`), chosen by a hash of its collection and id, so a record always moves in and
 * out of the same shard. The campaign's head (`progress/{campaign}`) says which count is in force (its epoch)
 * and how many shards it has; it is written only when a count starts, and every record's counting reads it.
 * Readers add up the shards of the head's epoch.
 *
 * Why 32: a gift moves its campaign's figures once (when its first payment lands; the other writes of its record,
 * pending, session id, charge details, leave its contribution as it was and write no shard). A giving day's
 * 20 gifts a second then make about 20 shard writes a second, 0.6 a second per shard on average, which leaves
 * room for the bursts of a random spread. A reader reads the head and at most 32 small shards in one round
 * trip, and the answer is cached by Hosting's CDN.
 */
export const PROGRESS_SHARDS = 32;

/** The subcollection of a campaign's head that holds its shards. */
export const PROGRESS_SHARDS_COLLECTION = 'shards';

/** murmur3's 32-bit finaliser over FNV-1a: every bit of the id moves the low bits the shard is taken from. */
function mixedHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The shard a record is counted in, the same in every campaign and every count. */
export function shardOf(collection: string, id: string, shards: number = PROGRESS_SHARDS): number {
  return mixedHash(`${collection}/${id}`) % shards;
}

export const progressHeadSchema = z.object({
  campaign_id: z.string(),
  /** The count in force: a shard or a record's counted document of another epoch counts as empty. */
  epoch: z.string(),
  /** How many shards this count spreads over (a build with another number counts every record again). */
  shards: z.number().int().positive(),
  updated_at: z.string(),
});
export type ProgressHead = z.infer<typeof progressHeadSchema>;

export const progressShardSchema = progressAggregateSchema.extend({
  epoch: z.string(),
  shard: z.number().int().nonnegative(),
});
export type ProgressShard = z.infer<typeof progressShardSchema>;

export const newHead = (campaignId: string, at: Date, epoch: string): ProgressHead => ({
  campaign_id: campaignId,
  epoch,
  shards: PROGRESS_SHARDS,
  updated_at: at.toISOString(),
});

export const emptyShard = (campaignId: string, shard: number, epoch: string, at: Date): ProgressShard => ({
  campaign_id: campaignId,
  raised_cents: 0,
  partners: 0,
  family_counts: {},
  pages: {},
  classes: {},
  updated_at: at.toISOString(),
  epoch,
  shard,
});

/**
 * The head in force for this build, or null: none, or one an earlier build kept (a single aggregate document,
 * or another number of shards), whose campaign is then counted again from every record.
 */
export function currentHead(data: unknown): ProgressHead | null {
  const parsed = progressHeadSchema.safeParse(data);
  return parsed.success && parsed.data.shards === PROGRESS_SHARDS ? parsed.data : null;
}

/** `a` + `b`, key by key, leaving out what adds up to zero (as a family at zero gifts leaves the map). */
function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a };
  for (const [key, count] of Object.entries(b)) {
    const next = (sum[key] ?? 0) + count;
    if (next !== 0) sum[key] = next;
    else delete sum[key];
  }
  return sum;
}

function addEntries<T extends { raised_cents: number; gifts: number }>(
  a: Record<string, T>,
  b: Record<string, T>,
  add: (x: T, y: T) => T,
): Record<string, T> {
  const sum = { ...a };
  for (const [key, entry] of Object.entries(b)) {
    const next = sum[key] ? add(sum[key], entry) : entry;
    if (next.gifts === 0) delete sum[key];
    else sum[key] = next;
  }
  return sum;
}

/**
 * The campaign's progress: the shards of the head's epoch added up (a shard of another epoch is what an earlier
 * count left, and counts for nothing). The same aggregate as one document counting every record would hold.
 */
export function summedProgress(head: ProgressHead, shards: readonly ProgressShard[]): ProgressAggregate {
  let sum: ProgressAggregate = {
    campaign_id: head.campaign_id,
    raised_cents: 0,
    partners: 0,
    family_counts: {},
    pages: {},
    classes: {},
    updated_at: head.updated_at,
    epoch: head.epoch,
  };
  for (const shard of shards) {
    if (shard.epoch !== head.epoch || shard.campaign_id !== head.campaign_id) continue;
    sum = {
      ...sum,
      raised_cents: sum.raised_cents + shard.raised_cents,
      partners: sum.partners + shard.partners,
      family_counts: addCounts(sum.family_counts, shard.family_counts),
      pages: addEntries(sum.pages!, shard.pages ?? {}, (x, y) => ({
        raised_cents: x.raised_cents + y.raised_cents,
        gifts: x.gifts + y.gifts,
      })),
      classes: addEntries(sum.classes!, shard.classes ?? {}, (x, y) => ({
        raised_cents: x.raised_cents + y.raised_cents,
        gifts: x.gifts + y.gifts,
        family_counts: addCounts(x.family_counts, y.family_counts),
      })),
      updated_at: shard.updated_at > sum.updated_at ? shard.updated_at : sum.updated_at,
    };
  }
  return sum;
}
