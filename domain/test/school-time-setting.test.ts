import { describe, expect, it } from 'vitest';
import { csvFileName } from '../src/csv';
import { computeDashboard, dashboardExplanations } from '../src/dashboard';
import { campaignChanges } from '../src/progress';
import {
  currentCampaignOf,
  defaultSettings,
  defaultTimeZone,
  formValuesToSettings,
  inCampaign,
  readServedSettings,
  schoolSettingsSchema,
  settingsToFormValues,
  type Campaign,
} from '../src/settings';
import { donation } from './fixtures';

const NEW_YORK = 'America/New_York';
const thisYear: Campaign = {
  id: '2026-27',
  name: '2026-27',
  start: '2026-08-01',
  end: '2027-07-31',
  goal: null,
};
const lastYear: Campaign = {
  id: '2025-26',
  name: '2025-26',
  start: '2025-08-01',
  end: '2026-07-31',
  goal: null,
};

describe("the school's time zone setting", () => {
  const stored = JSON.parse(JSON.stringify(defaultSettings)) as Record<string, unknown>;

  it('reads a settings document saved before the zone was a setting as Los Angeles', () => {
    const { time_zone: _none, ...before } = stored;
    expect(defaultTimeZone).toBe('America/Los_Angeles');
    expect(schoolSettingsSchema.parse(before).time_zone).toBe('America/Los_Angeles');
  });

  it('takes any zone Intl knows, and refuses another with words the office understands', () => {
    expect(schoolSettingsSchema.parse({ ...stored, time_zone: NEW_YORK }).time_zone).toBe(NEW_YORK);
    const refused = schoolSettingsSchema.safeParse({ ...stored, time_zone: 'America/Springfield' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['time_zone'],
      message: 'Please choose a time zone from the list, such as America/Los_Angeles',
    });
  });

  it('goes through the settings form unchanged', () => {
    const settings = { ...defaultSettings, time_zone: NEW_YORK };
    expect(settingsToFormValues(settings).time_zone).toBe(NEW_YORK);
    expect(formValuesToSettings(settingsToFormValues(settings)).time_zone).toBe(NEW_YORK);
  });

  it('reaches the public page, the default standing in for an answer cached before it was served', () => {
    const { time_zone: _none, ...older } = stored;
    expect(readServedSettings(older)?.time_zone).toBe(defaultTimeZone);
    expect(readServedSettings({ ...stored, time_zone: NEW_YORK })?.time_zone).toBe(NEW_YORK);
    expect(readServedSettings({ ...stored, time_zone: -5 })).toBeNull();
  });
});

describe('rules that follow the setting (a school in New York)', () => {
  // 00:30 on August 1 in New York is 21:30 on July 31 in Los Angeles.
  const augustFirstInNewYork = '2026-08-01T04:30:00.000Z';

  it('puts a gift in the campaign of its New York date', () => {
    expect(inCampaign(NEW_YORK, augustFirstInNewYork, thisYear)).toBe(true);
    expect(inCampaign(defaultTimeZone, augustFirstInNewYork, thisYear)).toBe(false);
    const now = new Date(augustFirstInNewYork);
    const campaigns = [lastYear, thisYear];
    expect(currentCampaignOf({ campaigns, time_zone: NEW_YORK }, now)?.id).toBe('2026-27');
    expect(currentCampaignOf({ campaigns, time_zone: defaultTimeZone }, now)?.id).toBe('2025-26');
  });

  it("counts today's gifts from New York midnight", () => {
    const gift = donation({ created_at: '2026-03-10T04:30:00.000Z', total_pledged_amt: 50 });
    const now = new Date('2026-03-10T15:00:00.000Z');
    expect(computeDashboard(NEW_YORK, [gift], [], now).counts.today).toBe(1);
    expect(computeDashboard(defaultTimeZone, [gift], [], now).counts.today).toBe(0);
  });

  it('dates export files and names the zone in the tooltips', () => {
    const justAfterMidnight = new Date('2026-03-09T04:30:00.000Z');
    expect(csvFileName(NEW_YORK, 'donations', false, justAfterMidnight)).toBe('donations-2026-03-09.csv');
    expect(csvFileName(defaultTimeZone, 'donations', false, justAfterMidnight)).toBe(
      'donations-2026-03-08.csv',
    );
    expect(dashboardExplanations(NEW_YORK).today).toBe(
      'Donations and partnerships created today (Eastern time).',
    );
    expect(dashboardExplanations(defaultTimeZone).today).toBe(
      'Donations and partnerships created today (Pacific time).',
    );
  });

  it('recounts every campaign when the zone changes, since every campaign then covers other instants', () => {
    const before = { campaigns: [lastYear, thisYear], time_zone: defaultTimeZone };
    const changes = campaignChanges(before, { ...before, time_zone: NEW_YORK });
    expect(changes.restart).toEqual(['2025-26', '2026-27']);
    expect(changes.ranges).toHaveLength(4);
    expect(campaignChanges(before, { ...before })).toEqual({ restart: [], ranges: [] });
  });
});
