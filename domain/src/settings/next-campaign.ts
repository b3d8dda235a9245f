import { schoolDateKey, schoolDateKeyStart, schoolDayStart } from '../time';
import { schoolYearCampaign, type Campaign } from './campaign';

/**
 * The campaign "Start next year's campaign" proposes: the school year after the latest campaign (August 1 to
 * July 31, school time), or the school year running now when no campaign reaches it yet. It starts the day after
 * the latest campaign ends if that one runs into the new school year, so the two never overlap.
 */
export function nextSchoolYearCampaign(
  timeZone: string,
  campaigns: readonly Pick<Campaign, 'end'>[],
  now: Date,
): Campaign {
  const thisYear = schoolYearCampaign(timeZone, now);
  const latestEnd = campaigns.reduce<string | null>(
    (latest, campaign) => (latest === null || campaign.end > latest ? campaign.end : latest),
    null,
  );
  const latestEndStart = latestEnd === null ? null : schoolDateKeyStart(timeZone, latestEnd);
  if (latestEnd === null || latestEndStart === null || latestEnd < thisYear.start) return thisYear;
  const dayAfter = schoolDayStart(timeZone, latestEndStart, 1);
  const next = schoolYearCampaign(timeZone, dayAfter);
  return next.start > latestEnd ? next : { ...next, start: schoolDateKey(timeZone, dayAfter) };
}
