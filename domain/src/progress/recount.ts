import { z } from '../zod';
import { campaignRange, type Campaign, type SchoolSettings } from '../settings';
import { emptyAggregate, withContribution, type Contribution, type ProgressAggregate } from './progress';

/*
 * How the progress aggregates stay equal to the records. Each record has a server-only document saying what it
 * is counted as, and under which epoch of its campaign's aggregate; a record's change takes exactly that out
 * and puts its contribution as it is now in. Counting from the record as it is now (not from a trigger's before
 * and after) gives the same figures whatever order, or however often, the changes are applied.
 *
 * Recounting every record (after campaign dates changed) starts each aggregate again, empty, under a new epoch:
 * what a record was counted as under an earlier epoch is no longer in the aggregate, so it is counted afresh,
 * while a record a trigger already counted under the new epoch is not counted twice.
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

type Aggregates = ReadonlyMap<string, ProgressAggregate | null>;

/**
 * Whether an aggregate was kept by an earlier version of the app: without an epoch, or without the pages' and
 * classes' parts. Such an aggregate is counted again from every record.
 */
const keptEarlier = (aggregate: ProgressAggregate): boolean =>
  aggregate.epoch === undefined || aggregate.classes === undefined || aggregate.pages === undefined;

/** An aggregate this version of the app keeps (an earlier version's is counted again). */
const current = (aggregate: ProgressAggregate | null | undefined): ProgressAggregate | null =>
  !aggregate || keptEarlier(aggregate) ? null : aggregate;

/** What a record's counted document says is in its campaign's aggregate now: nothing if the epoch moved on. */
export function stillCounted(counted: Counted | null, aggregates: Aggregates): Contribution | null {
  if (!counted) return null;
  const aggregate = current(aggregates.get(counted.campaignId));
  if (!aggregate || aggregate.epoch !== counted.epoch) return null;
  const { epoch: _epoch, ...contribution } = counted;
  return contribution;
}

/** Whether an aggregate was kept by an earlier version of the app (then every record must be counted again). */
export const keptBeforeEpochs = (aggregates: Aggregates): boolean =>
  [...aggregates.values()].some((aggregate) => aggregate !== null && keptEarlier(aggregate));

/** The campaigns a change of records touches: those of what was counted and of what counts now. */
export function campaignsTouched(
  changes: readonly { counted: Pick<Contribution, 'campaignId'> | null; now: Contribution | null }[],
) {
  const ids = changes.flatMap(({ counted, now }) => [counted?.campaignId, now?.campaignId]);
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/**
 * The aggregates after each record's contribution moved from what is counted to what counts now. A campaign
 * without an aggregate of this version starts one under `newEpoch`.
 */
export function recounted(
  aggregates: Aggregates,
  changes: readonly { counted: Contribution | null; now: Contribution | null }[],
  at: Date,
  newEpoch: string,
): Map<string, ProgressAggregate> {
  const result = new Map<string, ProgressAggregate>();
  const latest = (id: string) =>
    result.get(id) ?? current(aggregates.get(id)) ?? emptyAggregate(id, at, newEpoch);
  for (const { counted, now } of changes) {
    if (sameContribution(counted, now)) continue;
    if (counted)
      result.set(counted.campaignId, withContribution(latest(counted.campaignId), counted, -1, at));
    if (now) result.set(now.campaignId, withContribution(latest(now.campaignId), now, 1, at));
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
