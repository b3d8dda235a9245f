import { describe, expect, it } from 'vitest';
import { classParticipation, participationPercent, type ParticipationRecord } from '../src/classes';

const SMALL = '1st Grade - Ms. Small';
const LARGE = '2nd Grade - Mr. Large';
const UNSIZED = '8th Grade';
const settings = {
  classes: [
    { label: SMALL, size: 15 },
    { label: LARGE, size: 30 },
    { label: UNSIZED, size: null },
    { label: '3rd Grade - Nobody Gave', size: 20 },
  ],
};
const gift = (family: number, label: string, email = `family${family}@example.com`): ParticipationRecord => ({
  email,
  giver: `Family ${family}`,
  grade_teacher_data: [{ grade: label, teacher: label }],
});

describe('class participation', () => {
  it('ranks a small class with 12 of 15 families above a large one with 14 of 30', () => {
    const records = [
      ...Array.from({ length: 12 }, (_, i) => gift(i, SMALL)),
      ...Array.from({ length: 14 }, (_, i) => gift(100 + i, LARGE)),
    ];
    const { ranked } = classParticipation(records, settings);
    expect(ranked.map((entry) => [entry.rank, entry.label, entry.families, entry.size])).toEqual([
      [1, SMALL, 12, 15],
      [2, LARGE, 14, 30],
      [3, '3rd Grade - Nobody Gave', 0, 20],
    ]);
    expect(participationPercent(ranked[0]!.share)).toBe('80%');
    expect(participationPercent(ranked[1]!.share)).toBe('46%');
  });

  it('counts a family once per class, however many gifts, students or spellings of its email', () => {
    const twoStudents: ParticipationRecord = {
      email: 'Same@Example.com ',
      giver: 'Ann',
      grade_teacher_data: [
        { grade: SMALL, teacher: SMALL },
        { grade: SMALL, teacher: SMALL },
      ],
    };
    const monthlyAgain = { ...twoStudents, email: 'same@example.com' };
    const noEmail = { email: null, giver: 'Bo  Lee', grade_teacher_data: [{ grade: SMALL, teacher: SMALL }] };
    const noEmailAgain = { ...noEmail, giver: 'bo lee' };
    const { ranked } = classParticipation([twoStudents, monthlyAgain, noEmail, noEmailAgain], settings);
    expect(ranked.find((entry) => entry.label === SMALL)?.families).toBe(2);
  });

  it('lists classes without a size apart, with their families', () => {
    const { ranked, unsized } = classParticipation([gift(1, UNSIZED), gift(2, UNSIZED)], settings);
    expect(ranked.some((entry) => entry.label === UNSIZED)).toBe(false);
    expect(unsized).toEqual([{ label: UNSIZED, families: 2 }]);
  });
});
