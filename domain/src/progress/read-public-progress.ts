import type { ClassStanding } from './leaderboard';
import type { PublicProgress } from './progress';

// The public page reads GET /api/progress with this guard rather than the zod schema: zod would weigh more than
// the whole rest of the page's first chunk.

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The progress as the functions send it, or null for anything else (the page then shows no bar). */
export function readPublicProgress(value: unknown): PublicProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { campaign, goal, raised, families, partners, classes } = value as Record<string, unknown>;
  if (typeof campaign !== 'string' || !isAmount(raised) || !isCount(families) || !isCount(partners))
    return null;
  if (goal !== null && !isAmount(goal)) return null;
  if (classes === undefined) return { campaign, goal, raised, families, partners };
  if (!Array.isArray(classes) || !classes.every(isStanding)) return null;
  return { campaign, goal, raised, families, partners, classes };
}

/** One class of the leaderboard: its label, dollars, families and share (null without a class size). */
function isStanding(value: unknown): value is ClassStanding {
  if (typeof value !== 'object' || value === null) return false;
  const { gradeTeacher, raised, families, participation } = value as Record<string, unknown>;
  return (
    typeof gradeTeacher === 'string' &&
    isAmount(raised) &&
    isCount(families) &&
    (participation === null || isAmount(participation))
  );
}
