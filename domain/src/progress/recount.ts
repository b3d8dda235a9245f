import { z } from '../zod';
import type { Campaign } from '../settings/campaign';
import { emptyAggregate, withContribution, type Contribution, type ProgressAggregate } from './progress';

/**
 * What each record is counted as in the progress, one server-only document per record: a record's next change
 * takes exactly that out and puts its new contribution in. Counting from the record as it is now (not from a
 * trigger's before and after) makes the count the same whatever order, or however often, the changes are
 * applied, and lets a change of campaign dates recount every record with the same code.
 */
export const PROGRESS_COUNTED_COLLECTION = 'progress_counted';

export const countedKey = (collection: string, id: string) => `${collection}_${id}`;

export const contributionSchema = z.object({
  campaignId: z.string(),
  raisedCents: z.number().int(),
  family: z.string().nullable(),
  partner: z.boolean(),
});

export const sameContribution = (a: Contribution | null, b: Contribution | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.campaignId === b.campaignId &&
    a.raisedCents === b.raisedCents &&
    a.family === b.family &&
    a.partner === b.partner);

/** The campaigns a change of records touches: those of what was counted and of what counts now. */
export function campaignsTouched(
  changes: readonly { counted: Contribution | null; now: Contribution | null }[],
) {
  const ids = changes.flatMap(({ counted, now }) => [counted?.campaignId, now?.campaignId]);
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/** The aggregates after each record's contribution moved from what was counted to what counts now. */
export function recounted(
  aggregates: ReadonlyMap<string, ProgressAggregate | null>,
  changes: readonly { counted: Contribution | null; now: Contribution | null }[],
  at: Date,
): Map<string, ProgressAggregate> {
  const result = new Map<string, ProgressAggregate>();
  const current = (id: string) => result.get(id) ?? aggregates.get(id) ?? emptyAggregate(id, at);
  for (const { counted, now } of changes) {
    if (sameContribution(counted, now)) continue;
    if (counted)
      result.set(counted.campaignId, withContribution(current(counted.campaignId), counted, -1, at));
    if (now) result.set(now.campaignId, withContribution(current(now.campaignId), now, 1, at));
  }
  return result;
}

/**
 * Whether records may belong to other campaigns than before: a campaign added, removed, or given other dates.
 * A new name or goal moves no record.
 */
export function campaignDatesChanged(before: readonly Campaign[], after: readonly Campaign[]): boolean {
  const layout = (campaigns: readonly Campaign[]) =>
    campaigns
      .map((campaign) => `${campaign.id}|${campaign.start}|${campaign.end}`)
      .sort()
      .join('\n');
  return layout(before) !== layout(after);
}
