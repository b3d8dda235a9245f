import { participationPercent } from '@hope/domain/classes';
import { formatWholeDollars } from '@hope/domain/money';
import type { ClassStanding } from '@hope/domain/progress';
import './classes.css';

type Measure = 'totals' | 'participation';

/** How the classes rally: each class with its total or its families' participation, in the server's order. */
export function ClassLeaderboard({ classes, measure }: { classes: ClassStanding[]; measure: Measure }) {
  if (classes.length === 0) return null;
  const figure = (entry: ClassStanding) =>
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
