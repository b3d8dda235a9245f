import { z } from '../zod';
import { campaignRange, type Campaign, type SchoolSettings } from '../settings';
import { withContribution, type Contribution } from './progress';
import { emptyShard, type ProgressHead, type ProgressShard } from './shards';

/*
 * How the progress stays equal to the records. Each record has a server-only document saying what it is counted
 * as, and under which epoch of its campaign's count; a record's change takes exactly that out of its shard and
 * puts its contribution as it is now in. Counting from the record as it is now (not from a trigger's before and
 * after) gives the same figures whatever order, or however often, the changes are applied: a retried or
 * duplicated trigger finds the record counted as it is, and writes nothing.
 *
 * Recounting every record (after campaign dates changed) starts the campaign's count again under a new epoch
 * (a new head; its shards start empty when next written): what a record was counted as under an earlier epoch is
 * no longer in the count, so it is counted afresh, while a record a trigger already counted under the new epoch
 * is not counted twice.
 */
export const PROGRESS_COUNTED_COLLECTION = 'progress_counted';

export const countedKey = (collection: string, id: string) => `${collection}_${id}`;

export const contributionSchema = z.object({
  campaignId: z.string(),
  raisedCents: z.number().int(),
  family: z.string().nullable(),
  partner: z.boolean(),
  // Absent from what an earlier version counted: such a record is taken out and counted again with its page
  // and classes, so the parts of the aggregate fill in as records change.
  page: z.string().nullable().default(null),
  classes: z.array(z.string()).default([]),
});

/** A record's counted document: its contribution, and the epoch of the aggregate it was added to. */
export const countedSchema = contributionSchema.extend({ epoch: z.string() });
export type Counted = z.infer<typeof countedSchema>;

export const sameContribution = (a: Contribution | null, b: Contribution | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.campaignId === b.campaignId &&
    a.raisedCents === b.raisedCents &&
    a.family === b.family &&
    a.partner === b.partner &&
    a.page === b.page &&
    a.classes.length === b.classes.length &&
    a.classes.every((label, index) => label === b.classes[index]));

/** Each campaign's head in force, by campaign id (one is started for a campaign that has none). */
type Heads = ReadonlyMap<string, ProgressHead>;

/** What a record's counted document says is in its campaign's shards now: nothing if the epoch moved on. */
export function stillCounted(counted: Counted | null, heads: Heads): Contribution | null {
  if (!counted) return null;
  const head = heads.get(counted.campaignId);
  if (!head || head.epoch !== counted.epoch) return null;
  const { epoch: _epoch, ...contribution } = counted;
  return contribution;
}

/** The campaigns a change of records touches: those of what was counted and of what counts now. */
export function campaignsTouched(
  changes: readonly { counted: Pick<Contribution, 'campaignId'> | null; now: Contribution | null }[],
) {
  const ids = changes.flatMap(({ counted, now }) => [counted?.campaignId, now?.campaignId]);
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/** Where a campaign's shard is kept in the maps below. */
export const shardKey = (campaignId: string, shard: number) => `${campaignId}/${shard}`;

/** One record's change: what is counted, what counts now, and the shard it is counted in (shards.ts). */
export interface RecordChange {
  shard: number;
  counted: Contribution | null;
  now: Contribution | null;
}

/**
 * The shards after each record's contribution moved from what is counted to what counts now, by shardKey: only
 * those that changed. A stored shard of another epoch than its head's (or none) starts empty under the head's.
 */
export function recountedShards(
  heads: Heads,
  stored: ReadonlyMap<string, ProgressShard | null>,
  changes: readonly RecordChange[],
  at: Date,
): Map<string, ProgressShard> {
  const result = new Map<string, ProgressShard>();
  const latest = (campaignId: string, shard: number): ProgressShard => {
    const key = shardKey(campaignId, shard);
    const epoch = heads.get(campaignId)!.epoch;
    const kept = stored.get(key);
    return result.get(key) ?? (kept?.epoch === epoch ? kept : emptyShard(campaignId, shard, epoch, at));
  };
  const move = (contribution: Contribution, shard: number, sign: 1 | -1) =>
    result.set(
      shardKey(contribution.campaignId, shard),
      withContribution(latest(contribution.campaignId, shard), contribution, sign, at),
    );
  for (const { shard, counted, now } of changes) {
    if (sameContribution(counted, now)) continue;
    if (counted) move(counted, shard, -1);
    if (now) move(now, shard, 1);
  }
  return result;
}

/**
 * What a change of the campaigns moves. Campaigns never overlap, so a record can change campaign only if it lies
 * in the dates of a campaign that was added, removed or given other dates (its old dates or its new ones), and
 * only between such campaigns: `restart` are the campaigns (of the new list) whose aggregates start again, and
 * `ranges` the created_at ranges whose records are counted again. A new name or goal moves nothing, and adding
 * next year's campaign leaves this year's aggregate as it is. A new time zone moves every campaign's days, so
 * every campaign then starts again.
 */
/** The settings a change of campaigns depends on: the campaigns' dates and the zone those dates are in. */
export type SchoolCampaigns = Pick<SchoolSettings, 'campaigns' | 'time_zone'>;

export interface CampaignChanges {
  restart: string[];
  ranges: { startIso: string; endIso: string }[];
}

export function campaignChanges(before: SchoolCampaigns, after: SchoolCampaigns): CampaignChanges {
  const sameZone = before.time_zone === after.time_zone;
  const sameDates = (a: Campaign, b: Campaign | undefined) =>
    sameZone && b !== undefined && a.start === b.start && a.end === b.end;
  const changedAfter = after.campaigns.filter(
    (campaign) =>
      !sameDates(
        campaign,
        before.campaigns.find((c) => c.id === campaign.id),
      ),
  );
  const changedBefore = before.campaigns.filter(
    (campaign) =>
      !sameDates(
        campaign,
        after.campaigns.find((c) => c.id === campaign.id),
      ),
  );
  const ranges = [
    ...changedAfter.map((campaign) => campaignRange(after.time_zone, campaign)),
    ...changedBefore.map((campaign) => campaignRange(before.time_zone, campaign)),
  ];
  const unique = new Map(ranges.map((range) => [`${range.startIso}|${range.endIso}`, range]));
  return { restart: changedAfter.map((campaign) => campaign.id), ranges: [...unique.values()] };
}
