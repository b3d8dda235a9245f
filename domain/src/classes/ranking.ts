import { z } from '../zod';
import type { GradeTeacher } from '../records';
import { classLabel } from './class-label';

export const classStatisticSchema = z.object({
  teacher: z.string(),
  donationCount: z.number().int().positive(),
  rank: z.number().int().positive(),
});
export type ClassStatistic = z.infer<typeof classStatisticSchema>;

export interface ClassSummary {
  classCount: number;
  topClass: ClassStatistic | null;
  total: number;
}

type GradeTeacherLists = Iterable<readonly GradeTeacher[] | null | undefined>;

/**
 * Ranks classes by how many donation and partner student entries name them (teacher, else grade, else
 * 'Unknown'). Most first; equal counts are ordered by name so the ranking never shuffles; ranks run 1, 2, 3...
 */
export function rankClasses(...sources: GradeTeacherLists[]): ClassStatistic[] {
  const counts = new Map<string, number>();
  for (const lists of sources) {
    for (const list of lists) {
      for (const entry of list ?? []) {
        const label = classLabel(entry);
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
    }
  }
  return [...counts]
    .sort(
      ([nameA, countA], [nameB, countB]) => countB - countA || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0),
    )
    .map(([teacher, donationCount], index) => ({ teacher, donationCount, rank: index + 1 }));
}

export function summarizeClasses(ranking: readonly ClassStatistic[]): ClassSummary {
  return {
    classCount: ranking.length,
    topClass: ranking[0] ?? null,
    total: ranking.reduce((sum, entry) => sum + entry.donationCount, 0),
  };
}

/** 'donation' for exactly one, 'donations' otherwise. */
export function donationWord(count: number): string {
  return count === 1 ? 'donation' : 'donations';
}

/**
 * What the Classes screen counts, said under its cards: student entries (a gift naming two students counts twice),
 * unlike the dashboard's Total Donations, which counts gifts.
 */
export const classCountNotes = {
  total: 'Student entries named on donations and partnerships',
  topClass: 'Student entries naming this class',
} as const;

/** The top-class card's count line: 'N items', or 'N/A' when there is no class yet. */
export function topClassCountText(topClass: ClassStatistic | null): string {
  return topClass ? `${topClass.donationCount} items` : 'N/A';
}
