import type { GradeTeacher } from '../records';
import type { SchoolSettings } from '../settings';
import { classLabel } from './class-label';

/** A record as participation reads it: who gave, and for which classes. */
export interface ParticipationRecord {
  email: string | null;
  /** The parent's name (donations) or the company's (partners): who gave when there is no email. */
  giver: string;
  grade_teacher_data: readonly GradeTeacher[] | null;
}

export interface ClassParticipation {
  label: string;
  /** Families (distinct givers) with a gift naming a student of this class. */
  families: number;
  size: number;
  /** families / size, from 0 to 1 (a class can exceed 1 if its size is set too low). */
  share: number;
  rank: number;
}

export interface Participation {
  /** Classes with a size, the highest share first. */
  ranked: ClassParticipation[];
  /** Classes named by gifts but without a size in the settings, by name. */
  unsized: { label: string; families: number }[];
}

/** One family however many gifts it gives: its email, else its name, compared without case or spaces. */
function familyKey(record: ParticipationRecord): string {
  return (record.email?.trim() || record.giver.trim()).toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The share of each class's families that gave: a family counts once per class however many gifts or
 * students it has there. Fair to small classes: 12 of 15 families (80%) ranks above 14 of 30 (47%).
 */
export function classParticipation(
  records: Iterable<ParticipationRecord>,
  settings: Pick<SchoolSettings, 'classes'>,
): Participation {
  const families = new Map<string, Set<string>>();
  for (const record of records) {
    const key = familyKey(record);
    for (const entry of record.grade_teacher_data ?? []) {
      const label = classLabel(entry);
      if (!families.has(label)) families.set(label, new Set());
      families.get(label)!.add(key);
    }
  }
  return rankParticipation(new Map([...families].map(([label, givers]) => [label, givers.size])), settings);
}

/**
 * The participation ranking from each class's count of families that gave (by class label): the classes with
 * a size in the settings by share, then those named by gifts without a size. Counted from records
 * (classParticipation) or from the progress aggregate's classes (the public leaderboard).
 */
export function rankParticipation(
  familiesByClass: ReadonlyMap<string, number>,
  settings: Pick<SchoolSettings, 'classes'>,
): Participation {
  const sizes = new Map(
    settings.classes.flatMap((choice) => (choice.size ? [[choice.label, choice.size]] : [])),
  );
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const ranked = [...sizes]
    .map(([label, size]) => ({ label, size, families: familiesByClass.get(label) ?? 0 }))
    .map((entry) => ({ ...entry, share: entry.families / entry.size }))
    .sort((a, b) => b.share - a.share || b.families - a.families || byName(a.label, b.label))
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
  const unsized = [...familiesByClass]
    .filter(([label, count]) => !sizes.has(label) && count > 0)
    .map(([label, count]) => ({ label, families: count }))
    .sort((a, b) => byName(a.label, b.label));
  return { ranked, unsized };
}

/** '80%': a share as a whole percent, rounded down so 100% means every family. */
export function participationPercent(share: number): string {
  return `${Math.floor(share * 100 + 1e-9)}%`;
}
