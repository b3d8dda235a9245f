import { describe, expect, it } from 'vitest';
import { pageTotalsCsv, pageTotalsFileName } from '../src/csv';
import {
  emptyOfficePageFilters,
  filterOfficePages,
  officePageClasses,
  officePageRows,
  officePageTotals,
  studentPageStatusLabels,
  type OfficePage,
} from '../src/pages';
import { defaultTimeZone } from '../src/settings';

function page(code: string, overrides: Partial<OfficePage> = {}): OfficePage {
  return {
    code,
    first_name: 'Maya',
    last_initial: 'R',
    grade_teacher: '2nd - Smith',
    goal: null,
    status: 'active',
    created_at: '2026-09-01T16:00:00.000Z',
    parent_name: 'Ana Rivera',
    message: 'Help our class go to the science museum!',
    ...overrides,
  };
}

const pages = [
  page('maya234'),
  page('jose567', {
    first_name: 'José',
    last_initial: 'L',
    grade_teacher: '3rd - Lee',
    goal: 100,
    parent_name: 'Luis Lopez',
    created_at: '2026-09-03T16:00:00.000Z',
  }),
  page('ben8923', {
    first_name: 'Ben',
    last_initial: 'K',
    status: 'hidden',
    hidden_reason: 'A full name in the message',
    created_at: '2026-09-02T16:00:00.000Z',
  }),
];
const totals = new Map([
  ['maya234', { gifts: 3, raised: 120.1 }],
  ['jose567', { gifts: 1, raised: 0.2 }],
]);
const giftsOf = (code: string) => totals.get(code) ?? { gifts: 0, raised: 0 };
const rows = officePageRows(pages, giftsOf, 250);

describe("the back office's list of student pages", () => {
  it('names the child by first name and initial, newest page first, with the default goal where none was set', () => {
    expect(rows.map((row) => [row.child, row.goal, row.defaultGoal, row.raised, row.gifts])).toEqual([
      ['José L.', 100, false, 0.2, 1],
      ['Ben K.', 250, true, 0, 0],
      ['Maya R.', 250, true, 120.1, 3],
    ]);
    expect(rows[1]!.hiddenReason).toBe('A full name in the message');
    expect(rows[0]!.hiddenReason).toBeNull();
  });

  it('finds a child by name without case or accents, or by the parent', () => {
    const search = (text: string) =>
      filterOfficePages(rows, { ...emptyOfficePageFilters, search: text }).map((row) => row.code);
    expect(search('jose')).toEqual(['jose567']);
    expect(search('  MAYA  r')).toEqual(['maya234']);
    expect(search('lopez')).toEqual(['jose567']);
    expect(search('nobody')).toEqual([]);
    expect(search('')).toHaveLength(3);
  });

  it('filters by class and by status', () => {
    const filter = (gradeTeacher: string, status: OfficePage['status'] | '') =>
      filterOfficePages(rows, { search: '', gradeTeacher, status }).map((row) => row.code);
    expect(filter('2nd - Smith', '')).toEqual(['ben8923', 'maya234']);
    expect(filter('2nd - Smith', 'active')).toEqual(['maya234']);
    expect(filter('', 'hidden')).toEqual(['ben8923']);
    expect(filter('4th - Park', '')).toEqual([]);
  });

  it('totals the rows shown in cents', () => {
    expect(officePageTotals(rows)).toEqual({ pages: 3, goal: 600, raised: 120.3, gifts: 4 });
    expect(officePageTotals([])).toEqual({ pages: 0, goal: 0, raised: 0, gifts: 0 });
  });

  it("offers the settings' classes, then a class a page names that left the settings", () => {
    expect(officePageClasses(['2nd - Smith'], rows)).toEqual(['2nd - Smith', '3rd - Lee']);
  });

  it('exports the totals as CSV, with no family contact and a formula-like name neutralised', () => {
    const lines = [
      ...rows,
      { ...rows[0]!, code: 'evil234', child: '=HYPERLINK("x") E.', createdAt: '2026-09-04T16:00:00.000Z' },
    ].map((row) => ({ ...row, statusLabel: studentPageStatusLabels[row.status] }));
    const csv = pageTotalsCsv(defaultTimeZone, lines).split('\r\n');
    expect(csv).toEqual([
      'Student,Page Code,Class,Status,Goal,Raised,Gifts,Created Date',
      'José L.,jose567,3rd - Lee,Active,100,0.2,1,2026-09-03',
      'Ben K.,ben8923,2nd - Smith,Hidden,250,0,0,2026-09-02',
      'Maya R.,maya234,2nd - Smith,Active,250,120.1,3,2026-09-01',
      `"'=HYPERLINK(""x"") E.",evil234,3rd - Lee,Active,100,0.2,1,2026-09-04`,
    ]);
    expect(csv.join()).not.toContain('Rivera');
    expect(pageTotalsFileName(defaultTimeZone, new Date('2026-09-05T12:00:00Z'))).toBe(
      'student-pages-2026-09-05.csv',
    );
  });
});
