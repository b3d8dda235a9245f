import {
  campaignRange,
  campaignsNewestFirst,
  currentCampaign,
  type Campaign,
  type SchoolSettings,
} from '@hope/domain/settings';
import { useEffect, useSyncExternalStore } from 'react';

export type CampaignRange = ReturnType<typeof campaignRange>;

export interface CampaignScope {
  /** The school's campaigns, newest first: the switcher's choices. */
  campaigns: readonly Campaign[];
  /** The campaign the back office shows; null when the school has none (then it shows every record). */
  chosen: Campaign | null;
  /** The one the back office opens on by default (today's, see currentCampaign). */
  current: Campaign | null;
  /** The created_at instants the record listeners query, or null for every record. */
  range: CampaignRange | null;
}

/** The admin's pick lasts the browser session, like the sign-in: a reload keeps it, a new tab starts fresh. */
const STORAGE_KEY = 'hope.admin.campaign';

function storedChoice(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (a privacy mode): the pick lasts until the reload
  }
}

function storeChoice(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // As above: nothing to keep it in.
  }
}

/** What the selection follows: the campaigns and the zone their dates are in. */
export type SchoolCampaigns = Pick<SchoolSettings, 'campaigns' | 'time_zone'>;

export function sameRange(a: CampaignRange | null, b: CampaignRange | null): boolean {
  return a === b || (a !== null && b !== null && a.startIso === b.startIso && a.endIso === b.endIso);
}

/**
 * Which campaign the back office shows. The record listeners follow it (live-collection.ts), so a screen
 * downloads one campaign's records however many years the school has. Unknown (null) until the settings the
 * back office started with are given, so no listener opens on a guess.
 */
class CampaignSelection {
  private scope: CampaignScope | null = null;
  private timeZone = '';
  private readonly listeners = new Set<() => void>();
  private pickedId: string | null = storedChoice();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CampaignScope | null => this.scope;

  /** The school's campaigns, at sign-in and after each change of the settings (an admin edits the dates). */
  follow(settings: SchoolCampaigns, now = new Date()): void {
    this.timeZone = settings.time_zone;
    this.update(settings.campaigns, now);
  }

  /** The switcher's choice: the listeners reopen on that campaign's records. */
  choose(id: string): void {
    const campaigns = this.scope?.campaigns ?? [];
    if (!campaigns.some((campaign) => campaign.id === id)) return;
    this.pickedId = id;
    storeChoice(id);
    this.update(campaigns, new Date());
  }

  /** At logout: the next admin to sign in on this browser opens on the current campaign. */
  reset(): void {
    this.pickedId = null;
    storeChoice(null);
    this.scope = null;
    this.notify();
  }

  private update(campaigns: readonly Campaign[], now: Date): void {
    const current = currentCampaign(this.timeZone, campaigns, now);
    // A picked campaign that no longer exists (deleted in Settings) falls back to the current one.
    const chosen = campaigns.find((campaign) => campaign.id === this.pickedId) ?? current;
    const range = chosen ? campaignRange(this.timeZone, chosen) : null;
    const previous = this.scope;
    this.scope = {
      campaigns: campaignsNewestFirst(campaigns),
      chosen,
      current,
      // The same dates keep the same object, so the listeners see nothing to reopen.
      range: previous && sameRange(previous.range, range) ? previous.range : range,
    };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const campaignSelection = new CampaignSelection();

/** The campaign shown, its choices and its dates; null before the back office has started its data. */
export function useCampaignScope(): CampaignScope | null {
  return useSyncExternalStore(campaignSelection.subscribe, campaignSelection.getSnapshot);
}

/** Keeps the selection on the settings' campaigns as they change (the live settings document). */
export function useFollowCampaigns({ campaigns, time_zone }: SchoolCampaigns): void {
  useEffect(() => campaignSelection.follow({ campaigns, time_zone }), [campaigns, time_zone]);
}
