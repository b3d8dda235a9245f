import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  defaultStudentPages,
  readServedSettings,
  schoolSettingsSchema,
  studentPagesOf,
} from '../src/settings';

const served = JSON.parse(JSON.stringify(defaultSettings)) as Record<string, unknown>;

describe("the student pages' settings", () => {
  it('read the sample values from a document saved before they existed', () => {
    const parsed = schoolSettingsSchema.parse(defaultSettings);
    expect(parsed.studentPages).toBeUndefined();
    expect(studentPagesOf(parsed)).toEqual({ enabled: true, defaultGoal: 250, leaderboard: 'totals' });
  });

  it('keep what the office chose, and refuse a goal under $1 or an unknown leaderboard', () => {
    const chosen = { enabled: false, defaultGoal: 500, leaderboard: 'participation' as const };
    expect(studentPagesOf(schoolSettingsSchema.parse({ ...defaultSettings, studentPages: chosen }))).toEqual(
      chosen,
    );
    for (const studentPages of [
      { ...chosen, defaultGoal: 0.5 },
      { ...chosen, leaderboard: 'names' },
      { ...chosen, enabled: 'yes' },
    ])
      expect(schoolSettingsSchema.safeParse({ ...defaultSettings, studentPages }).success).toBe(false);
  });

  it('reach the public page with the rest, the sample values when an answer has none', () => {
    expect(readServedSettings(served)?.studentPages).toEqual(defaultStudentPages);
    const off = { enabled: false, defaultGoal: 100, leaderboard: 'off' };
    expect(readServedSettings({ ...served, studentPages: off })?.studentPages).toEqual(off);
  });
});
