// No zod and no date-fns here: the public page's first chunk imports this module (its progress card asks
// whether today's campaign has a goal before the figures arrive), and each of those libraries would double it.
import { schoolDateKey } from '../time';

/** A campaign's days, 'YYYY-MM-DD' in the school's time zone, both included. */
export interface CampaignDays {
  start: string;
  end: string;
}

export function campaignsNewestFirst<C extends Pick<CampaignDays, 'start'>>(campaigns: readonly C[]): C[] {
  return [...campaigns].sort((a, b) => (a.start < b.start ? 1 : a.start > b.start ? -1 : 0));
}

/**
 * The campaign the back office opens on: the one running today (in school time), else the latest that has
 * started, else the earliest still to come; null when the school has none (then every record is shown).
 */
export function currentCampaign<C extends CampaignDays>(
  timeZone: string,
  campaigns: readonly C[],
  now: Date,
): C | null {
  const today = schoolDateKey(timeZone, now);
  const newestFirst = campaignsNewestFirst(campaigns);
  return (
    newestFirst.find((campaign) => campaign.start <= today && today <= campaign.end) ??
    newestFirst.find((campaign) => campaign.start <= today) ??
    newestFirst.at(-1) ??
    null
  );
}
