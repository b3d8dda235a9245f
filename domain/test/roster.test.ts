import { describe, expect, it } from 'vitest';
import { readRoster } from '../src/classes';

describe("a class list read from the office's roster", () => {
  it('reads one row per student: each class once, in first-seen order, sized by its students', () => {
    const roster = [
      '\uFEFFStudent,Grade,Teacher,Parent email',
      'Ana Lopez,K,Ms. Vega,ana@example.com',
      'Ben Ortiz,1st Grade,Mr. Cho,ben@example.com',
      'Cy Park,K,Ms. Vega,cy@example.com',
      '',
    ].join('\r\n');
    const result = readRoster(roster);
    expect(result).toEqual({
      ok: true,
      rows: 3,
      counted: true,
      classes: [
        { label: 'K - Ms. Vega', size: 2 },
        { label: '1st Grade - Mr. Cho', size: 1 },
      ],
    });
    // Nothing of a child or a family is kept.
    expect(JSON.stringify(result)).not.toMatch(/Ana|Lopez|example\.com/);
  });

  it('reads one row per class with its size, a blank size as unknown', () => {
    const result = readRoster('Grade & Teacher,Class size\n"K - Ms. Vega, room 4",22\nTK - Mr. Ruiz,\n');
    expect(result).toEqual({
      ok: true,
      rows: 2,
      counted: false,
      classes: [
        { label: 'K - Ms. Vega, room 4', size: 22 },
        { label: 'TK - Mr. Ruiz', size: null },
      ],
    });
  });

  it('refuses with a clear reason: no class column, a class twice, a bad size, a blank class', () => {
    expect(readRoster('Name,Email\nAna,a@example.com')).toEqual({
      ok: false,
      error:
        'The roster needs a column named "Grade & Teacher" or "Class", or columns named "Grade" and "Teacher"',
    });
    expect(readRoster('Class,Size\nK,20\nK,21')).toEqual({ ok: false, error: 'Line 3: "K" is listed twice' });
    expect(readRoster('Class,Size\nK,twenty')).toEqual({
      ok: false,
      error: 'Line 2: the class size must be a whole number from 1 to 500',
    });
    expect(readRoster('Class,Student\nK,Ana\n,Ben')).toEqual({ ok: false, error: 'Line 3 names no class' });
    expect(readRoster('Class\n')).toEqual({ ok: false, error: 'The roster has no rows under its headings' });
  });
});
