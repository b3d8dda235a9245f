import { z } from '../zod';
import { classesSchema } from './class-list';
import { isDateKey, nextDateKey, schoolDateKey, schoolDateKeyStart } from '../time';

const dateKey = (label: string) =>
  z.string({ error: `Please enter the ${label} date` }).refine(isDateKey, `Please enter the ${label} date`);

/**
 * A campaign is a school year of fundraising: a record belongs to the campaign whose school-time dates (both
 * inclusive) contain its created_at. Records carry no campaign field, so changing a campaign's dates moves
 * records between campaigns without rewriting them.
 */
export const campaignSchema = z
  .object({
    id: z
      .string({ error: 'Please give the campaign an id' })
      .regex(
        /^[a-z0-9][a-z0-9-]{0,39}$/,
        'Please use lowercase letters, digits and hyphens in the campaign id',
      ),
    name: z
      .string({ error: 'Please enter the campaign name' })
      .trim()
      .min(1, 'Please enter the campaign name')
      .max(40, 'Please shorten the campaign name to 40 characters or fewer'),
    start: dateKey('start'),
    end: dateKey('end'),
    goal: z
      .number({ error: 'Please enter the goal in dollars, or leave it blank' })
      .positive('Please enter the goal in dollars, or leave it blank')
      .max(100_000_000, 'Please enter a goal of at most $100,000,000')
      .nullable(),
    /** Its own classes, in use from its start date (class-choices.ts); absent, it uses the school's. */
    classes: classesSchema.optional(),
  })
  .refine((campaign) => campaign.end >= campaign.start, {
    message: 'The end date must be on or after the start date',
    path: ['end'],
  });
export type Campaign = z.infer<typeof campaignSchema>;

/** The instants a campaign covers, as created_at strings compare: [startIso, endIso). */
export function campaignRange(
  timeZone: string,
  campaign: Pick<Campaign, 'start' | 'end'>,
): {
  startIso: string;
  endIso: string;
} {
  const start = schoolDateKeyStart(timeZone, campaign.start);
  const dayAfterEnd = schoolDateKeyStart(timeZone, nextDateKey(campaign.end));
  if (!start || !dayAfterEnd)
    throw new RangeError(`Invalid campaign dates ${campaign.start}..${campaign.end}`);
  return { startIso: start.toISOString(), endIso: dayAfterEnd.toISOString() };
}

export function inCampaign(
  timeZone: string,
  createdAt: string,
  campaign: Pick<Campaign, 'start' | 'end'>,
): boolean {
  const key = schoolDateKey(timeZone, createdAt);
  return key >= campaign.start && key <= campaign.end;
}

export { campaignsNewestFirst, currentCampaign } from './current-campaign';

/** The school year (August 1 to July 31, school time) containing `instant`, as a campaign with no goal. */
export function schoolYearCampaign(timeZone: string, instant: Date): Campaign {
  const [year, month] = schoolDateKey(timeZone, instant).split('-').map(Number) as [number, number];
  const first = month >= 8 ? year : year - 1;
  const name = `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
  return { id: name, name, start: `${first}-08-01`, end: `${first + 1}-07-31`, goal: null };
}
