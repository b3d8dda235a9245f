import { rankParticipation } from '../classes';
import { centsToDollars } from '../money';
import type { LeaderboardMode, SchoolSettings } from '../settings';
import type { ProgressAggregate } from './progress';

/*
 * The public class leaderboard: classes only, never a child or a family. Every grade-and-teacher choice of the
 * settings is listed (a class with no gift yet too), ranked by dollars raised or by the share of its families
 * that gave; classes no longer in the settings are left out.
 */
export interface ClassStanding {
  gradeTeacher: string;
  /** Dollars: the class's share of the gifts naming it. */
  raised: number;
  /** Families that gave for a student of the class. */
  families: number;
  /** families / the class's size in the settings, 0 to 1; null when the settings give no size. */
  participation: number | null;
}

export function classLeaderboard(
  aggregate: ProgressAggregate | null,
  settings: Pick<SchoolSettings, 'classes'>,
  mode: Exclude<LeaderboardMode, 'off'>,
): ClassStanding[] {
  const parts = aggregate?.classes ?? {};
  const families = (label: string) =>
    Object.values(parts[label]?.family_counts ?? {}).filter((count) => count > 0).length;
  const standings = new Map<string, ClassStanding>(
    settings.classes.map((choice) => [
      choice.label,
      {
        gradeTeacher: choice.label,
        raised: centsToDollars(Math.max(0, parts[choice.label]?.raised_cents ?? 0)),
        families: families(choice.label),
        participation: choice.size ? families(choice.label) / choice.size : null,
      },
    ]),
  );
  const byName = (a: ClassStanding, b: ClassStanding) => a.gradeTeacher.localeCompare(b.gradeTeacher, 'en');
  if (mode === 'totals')
    return [...standings.values()].sort(
      (a, b) => b.raised - a.raised || b.families - a.families || byName(a, b),
    );
  const { ranked } = rankParticipation(
    new Map([...standings.values()].map((entry) => [entry.gradeTeacher, entry.families])),
    settings,
  );
  const unsized = [...standings.values()]
    .filter((entry) => entry.participation === null)
    .sort((a, b) => b.families - a.families || byName(a, b));
  return [...ranked.map((entry) => standings.get(entry.label)!), ...unsized];
}
