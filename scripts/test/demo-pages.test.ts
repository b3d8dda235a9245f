import { studentPageSchema } from '@hope/domain/pages';
import { donationSchema } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { demoPages } from '../src/seed/demo-pages';
import { demoSettings } from '../src/seed/demo-settings';
import { playStory } from '../src/seed/record-story';

describe("the demo's student pages", () => {
  const now = new Date('2026-11-20T18:00:00.000Z');
  const settings = demoSettings(now);
  const { pages, gifts } = demoPages(settings, settings.campaigns[0]!, now);

  it('are pages the app reads, with distinct codes, in this year’s campaign', () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(studentPageSchema.parse(page)).toEqual(page);
    expect(new Set(pages.map((page) => page.code)).size).toBe(pages.length);
    expect(pages.every((page) => page.campaign_id === settings.campaigns[0]!.id)).toBe(true);
  });

  it("come with paid gifts through them, naming the page's student and class, after the page was made", () => {
    expect(gifts.length).toBeGreaterThan(pages.length);
    gifts.forEach((story, index) => {
      const record = donationSchema.parse(playStory(story, `gift${index}`).record);
      const page = pages.find((candidate) => candidate.code === record.student_page)!;
      expect(record.children_data).toEqual([
        { name: `${page.first_name} ${page.last_initial}.`, tShirtSize: '' },
      ]);
      expect(record.grade_teacher_data).toEqual([{ grade: page.grade_teacher, teacher: page.grade_teacher }]);
      expect(record.total_pledged_amt).toBeGreaterThan(0);
      expect(record.created_at > page.created_at && record.created_at < now.toISOString()).toBe(true);
    });
  });
});
