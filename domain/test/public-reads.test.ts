import { describe, expect, it } from 'vitest';
import { readPublicProgress } from '../src/progress';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  currentCampaign,
  defaultSettings,
  defaultTimeZone,
  readServedSettings,
  schoolSettingsSchema,
  defaultStudentPages,
} from '../src/settings';
import { schoolDateKey } from '../src/time';

describe('the public page reads the served settings without zod', () => {
  const served = schoolSettingsSchema.parse(JSON.parse(JSON.stringify(defaultSettings)));

  it('takes the settings document the functions serve, which leaves out the hourly caps', () => {
    const { limits: _caps, ...public_ } = served;
    expect(readServedSettings(JSON.parse(JSON.stringify(public_)))).toEqual({
      ...served,
      limits: defaultSettings.limits,
      studentPages: defaultStudentPages,
    });
  });

  it('refuses an error body, HTML text, a truncated document or a level without a price', () => {
    expect(readServedSettings({ error: 'Something went wrong' })).toBeNull();
    expect(readServedSettings('<html>')).toBeNull();
    expect(readServedSettings(null)).toBeNull();
    const { sponsorshipLevels: _levels, ...noLevels } = served;
    expect(readServedSettings(noLevels)).toBeNull();
    const priceless = {
      ...served,
      sponsorshipLevels: served.sponsorshipLevels.map((level, index) =>
        index === 2 ? { ...level, price: '800' } : level,
      ),
    };
    expect(readServedSettings(priceless)).toBeNull();
    expect(
      readServedSettings({ ...served, organization: { ...served.organization, schoolName: '' } }),
    ).toBeNull();
  });
});

describe('the public page reads the progress without zod', () => {
  it('takes the figures the functions send, with or without a goal', () => {
    const progress = { campaign: '2026-27', goal: 50_000, raised: 1234.5, families: 12, partners: 3 };
    expect(readPublicProgress(progress)).toEqual(progress);
    expect(readPublicProgress({ ...progress, goal: null })).toEqual({ ...progress, goal: null });
  });

  it('refuses anything else', () => {
    expect(
      readPublicProgress({ campaign: '2026-27', goal: 1, raised: 1, families: -1, partners: 0 }),
    ).toBeNull();
    expect(
      readPublicProgress({ campaign: '2026-27', goal: '1', raised: 1, families: 1, partners: 0 }),
    ).toBeNull();
    expect(readPublicProgress({ error: 'Too many requests' })).toBeNull();
    expect(readPublicProgress([])).toBeNull();
  });
});

describe("today's school-time date from the platform's time-zone data", () => {
  it('agrees with the tz database day by day, across both clock changes and the new year', () => {
    const instants = [
      '2026-03-08T09:59:59Z',
      '2026-03-08T10:00:00Z',
      '2026-11-01T08:59:59Z',
      '2026-11-01T09:00:00Z',
      '2026-12-31T23:30:00Z',
      '2027-01-01T08:00:00Z',
      '2027-01-01T07:59:59Z',
    ];
    const inSchoolTime = { in: tz(defaultTimeZone) };
    for (const instant of instants)
      expect(schoolDateKey(defaultTimeZone, new Date(instant))).toBe(
        format(instant, 'yyyy-MM-dd', inSchoolTime),
      );
    expect(schoolDateKey(defaultTimeZone, new Date('2027-01-01T07:59:59Z'))).toBe('2026-12-31');
  });

  it('finds the campaign running on the school-time day, not the UTC one', () => {
    const campaigns = [
      { id: 'a', start: '2025-08-01', end: '2026-07-31' },
      { id: 'b', start: '2026-08-01', end: '2027-07-31' },
    ];
    // 06:00 UTC on August 1 is still July 31 in California.
    expect(currentCampaign(defaultTimeZone, campaigns, new Date('2026-08-01T06:00:00Z'))?.id).toBe('a');
    expect(currentCampaign(defaultTimeZone, campaigns, new Date('2026-08-01T08:00:00Z'))?.id).toBe('b');
  });
});
