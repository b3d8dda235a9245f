import { participationPercent } from '@hope/domain/classes';
import { formatWholeDollars } from '@hope/domain/money';
import './classes.css';

/** One class's figures as GET /api/progress sends them: a class, never a child. */
export interface ClassTotal {
  gradeTeacher: string;
  raised: number;
  families: number;
  /** Families that gave over the class's size (0 to 1); null when the school set no size. */
  participation: number | null;
}

type Measure = 'totals' | 'participation';

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The progress answer's classes, guarded like the rest of it: an entry of another shape is left out. */
export function readClassTotals(classes: unknown[]): ClassTotal[] {
  return classes.flatMap((entry) => {
    const { gradeTeacher, raised, families, participation } = (entry ?? {}) as Record<string, unknown>;
    if (typeof gradeTeacher !== 'string' || !isCount(raised) || !isCount(families)) return [];
    const share = isCount(participation) ? (participation as number) : null;
    return [{ gradeTeacher, raised: raised as number, families: families as number, participation: share }];
  });
}

/** How the classes rally: each class with its total or its families' participation, in the server's order. */
export function ClassLeaderboard({ classes: sent, measure }: { classes: unknown[]; measure: Measure }) {
  const classes = readClassTotals(sent);
  if (classes.length === 0) return null;
  const figure = (entry: ClassTotal) =>
    measure === 'totals'
      ? formatWholeDollars(entry.raised)
      : entry.participation === null
        ? `${entry.families} ${entry.families === 1 ? 'family' : 'families'}`
        : `${participationPercent(entry.participation)} of families`;
  return (
    <section className="card main-classes" aria-labelledby="classes-title">
      <h2 id="classes-title">Classes</h2>
      <p className="muted">
        {measure === 'totals' ? 'Raised for each class so far.' : 'How many families of each class gave.'}
      </p>
      <ol className="main-classes-list" aria-labelledby="classes-title">
        {classes.map((entry) => (
          <li key={entry.gradeTeacher}>
            <span className="main-classes-name">{entry.gradeTeacher}</span>
            <strong>{figure(entry)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
