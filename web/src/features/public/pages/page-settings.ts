import type { SchoolSettings } from '@hope/domain/settings';

export interface StudentPagesSettings {
  enabled: boolean;
  /** Dollars: a page's goal when the family sets none. */
  defaultGoal: number;
  leaderboard: 'off' | 'totals' | 'participation';
}

const DEFAULTS: StudentPagesSettings = { enabled: true, defaultGoal: 250, leaderboard: 'totals' };

/** The school's settings for students' pages; documents saved before they existed read the defaults. */
export function studentPagesSettings(settings: SchoolSettings): StudentPagesSettings {
  const saved = (settings as { studentPages?: Partial<StudentPagesSettings> }).studentPages;
  return { ...DEFAULTS, ...saved };
}
