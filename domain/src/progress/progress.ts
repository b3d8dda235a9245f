import { z } from '../zod';
import { centsToDollars, toCents } from '../money';
import { isVoided } from '../records';
import { DONATIONS_COLLECTION, type Donation } from '../records';
import type { Partner } from '../records';
import { inCampaign, type Campaign } from '../settings';
import { classLabel } from '../classes';
import { classTotalsSchema, pageTotalsSchema, withFamilyCount, withPartsOf } from './parts';

/*
 * The campaign's progress as the public page shows it: pledged of goal, families and partners. Each record write
 * moves the record's contribution (as it was counted out, as it is now in: see recount.ts) in one shard of its
 * campaign (shards.ts); a reader adds the shards up into this aggregate. A public page view costs no Firestore
 * read beyond the cached answer.
 */

/** The campaigns' heads, `progress/{campaign}`, each with its shards under it. */
export const PROGRESS_COLLECTION = 'progress';

export const progressAggregateSchema = z.object({
  campaign_id: z.string(),
  /** Pledged, in cents (exact sums). */
  raised_cents: z.number().int(),
  partners: z.number().int(),
  /** Counted gifts per family, by a hash of the family's email or name (never the email itself). */
  family_counts: z.record(z.string(), z.number().int()),
  updated_at: z.string(),
  /**
   * Which count this is: a recount of every record starts the campaign's aggregate again under a new epoch, and
   * a record counted under another epoch counts as not counted (see recount.ts). Absent from an aggregate kept
   * by an earlier version of the app, which is then counted again from the records.
   */
  epoch: z.string().optional(),
  /** Gifts through each student page, by its code (absent from an aggregate kept before pages existed). */
  pages: z.record(z.string(), pageTotalsSchema).optional(),
  /** What each class's gifts add up to, and its families, by class label (the class leaderboard). */
  classes: z.record(z.string(), classTotalsSchema).optional(),
});
export type ProgressAggregate = z.infer<typeof progressAggregateSchema>;

/** What the public page receives: no personal data, only totals. */
export const publicProgressSchema = z.object({
  campaign: z.string(),
  goal: z.number().nullable(),
  raised: z.number(),
  families: z.number().int().nonnegative(),
  partners: z.number().int().nonnegative(),
  /** The class leaderboard, only when the settings show one (see leaderboard.ts). */
  classes: z
    .array(
      z.object({
        gradeTeacher: z.string(),
        raised: z.number(),
        families: z.number().int().nonnegative(),
        participation: z.number().nullable(),
      }),
    )
    .optional(),
});
export type PublicProgress = z.infer<typeof publicProgressSchema>;

/** One record's part in its campaign's progress; null when it counts nowhere (unpaid, voided, no campaign). */
export interface Contribution {
  campaignId: string;
  raisedCents: number;
  /** The donating family's hash; null for partners. */
  family: string | null;
  partner: boolean;
  /** The student page it was given through, if any. */
  page: string | null;
  /** The classes its students are in: distinct labels, sorted (the gift is split evenly among them). */
  classes: string[];
}

/** FNV-1a (64-bit) of a family's normalised email or name: a key, not a secret (the document is server-only). */
export function familyHash(emailOrName: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const char of emailOrName.trim().toLowerCase().replace(/\s+/g, ' ')) {
    hash ^= BigInt(char.codePointAt(0)!);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(36);
}

type AnyRecord = Pick<Donation, 'total_pledged_amt' | 'created_at' | 'voided'> &
  Partial<Pick<Donation, 'email' | 'parent_name' | 'student_page'>> &
  Partial<Pick<Partner, 'company_name' | 'grade_teacher_data'>>;

export function contributionOf(
  timeZone: string,
  collection: string,
  record: AnyRecord | null | undefined,
  campaigns: readonly Campaign[],
): Contribution | null {
  if (!record || record.total_pledged_amt == null || isVoided(record)) return null;
  const campaign = campaigns.find((candidate) => inCampaign(timeZone, record.created_at, candidate));
  if (!campaign) return null;
  const donation = collection === DONATIONS_COLLECTION;
  return {
    campaignId: campaign.id,
    raisedCents: toCents(record.total_pledged_amt),
    family: donation ? familyHash(record.email || record.parent_name || '') : null,
    partner: !donation,
    page: donation ? (record.student_page ?? null) : null,
    classes: [...new Set((record.grade_teacher_data ?? []).map(classLabel))].sort(),
  };
}

export function emptyAggregate(campaignId: string, now: Date, epoch?: string): ProgressAggregate {
  return {
    campaign_id: campaignId,
    raised_cents: 0,
    partners: 0,
    family_counts: {},
    pages: {},
    classes: {},
    updated_at: now.toISOString(),
    ...(epoch === undefined ? {} : { epoch }),
  };
}

/** The aggregate (or shard) with one contribution added (sign 1) or taken back (sign -1). */
export function withContribution<T extends ProgressAggregate>(
  aggregate: T,
  contribution: Contribution,
  sign: 1 | -1,
  now: Date,
): T {
  const family_counts = withFamilyCount(aggregate.family_counts, contribution.family, sign);
  return {
    ...aggregate,
    raised_cents: aggregate.raised_cents + sign * contribution.raisedCents,
    partners: aggregate.partners + (contribution.partner ? sign : 0),
    family_counts,
    ...withPartsOf(aggregate, contribution, sign),
    updated_at: now.toISOString(),
  };
}

/** The same aggregate computed from all the records at once: what the running aggregate must always equal. */
export function aggregateOf(
  timeZone: string,
  campaignId: string,
  records: { collection: string; record: AnyRecord }[],
  campaigns: readonly Campaign[],
  now: Date,
): ProgressAggregate {
  let aggregate = emptyAggregate(campaignId, now);
  for (const { collection, record } of records) {
    const contribution = contributionOf(timeZone, collection, record, campaigns);
    if (contribution?.campaignId === campaignId)
      aggregate = withContribution(aggregate, contribution, 1, now);
  }
  return aggregate;
}

export function publicProgress(aggregate: ProgressAggregate | null, campaign: Campaign): PublicProgress {
  return {
    campaign: campaign.name,
    goal: campaign.goal,
    raised: centsToDollars(Math.max(0, aggregate?.raised_cents ?? 0)),
    families: Object.values(aggregate?.family_counts ?? {}).filter((count) => count > 0).length,
    partners: Math.max(0, aggregate?.partners ?? 0),
  };
}
