import { donationSchema, partnerSchema } from '@hope/domain/records';
import {
  defaultTimeZone,
  gradeTeacherOptions,
  inCampaign,
  missingTranslations,
  schoolSettingsSchema,
  schoolWordsIn,
} from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { demoRecords } from '../src/seed/demo-data';
import { demoSettings } from '../src/seed/demo-settings';
import { lastYearStories } from '../src/seed/last-year';
import { playStory } from '../src/seed/record-story';

describe.each([
  ['in November', '2026-11-21T12:00:00Z'],
  ['two weeks into a school year', '2026-08-15T12:00:00Z'],
  ['in July', '2027-07-20T12:00:00Z'],
])('demo settings and campaigns %s', (_when, iso) => {
  const now = new Date(iso);
  const settings = demoSettings(now);
  const [thisYear, lastYear] = settings.campaigns;
  const past = lastYearStories(lastYear!, now).map((story) => playStory(story, 'last-year'));
  const pastDonations = past.flatMap(({ record }) => ('parent_name' in record ? [record] : []));
  const pastPartners = past.flatMap(({ record }) => ('company_name' in record ? [record] : []));

  it('are a valid settings document, never saved by the office', () => {
    expect(schoolSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings.updated_at).toBeNull();
  });

  it('show the public page in Spanish with a Spanish fund name, level names and budget, some texts still missing', () => {
    const spanish = schoolWordsIn(settings, 'es');
    expect(spanish.organization.fundName).toBe('Fondo Anual HOPE');
    expect(spanish.sponsorshipLevels.map((level) => level.name)).toEqual([
      'Platino',
      'Oro',
      'Plata',
      'Bronce',
    ]);
    expect(spanish.budget.map((item) => item.label)).not.toContain(settings.budget[0]!.label);
    const missing = missingTranslations(settings, 'es').map((word) => word.place);
    expect(missing).not.toContain('Fund name');
    expect(missing).not.toContain('Budget item');
    expect(missing).toContain('Receipts: thank-you line');
  });

  it("put every current demo record in this year's campaign and last year's few in last year's", () => {
    const current = demoRecords(now);
    for (const record of [...current.donations, ...current.partners])
      expect(inCampaign(defaultTimeZone, record.created_at, thisYear!)).toBe(true);
    for (const { record } of past) {
      expect(inCampaign(defaultTimeZone, record.created_at, lastYear!)).toBe(true);
      expect(inCampaign(defaultTimeZone, record.created_at, thisYear!)).toBe(false);
    }
    for (const donation of pastDonations) expect(donationSchema.safeParse(donation).error).toBeUndefined();
    for (const partner of pastPartners) expect(partnerSchema.safeParse(partner).error).toBeUndefined();
  });

  it('keep texts of last year that are no longer choices', () => {
    const teachers = new Set(
      pastDonations.flatMap((donation) => donation.grade_teacher_data.map((entry) => entry.teacher)),
    );
    const current = new Set(gradeTeacherOptions(settings));
    expect([...teachers].some((teacher) => !current.has(teacher))).toBe(true);
  });
});
