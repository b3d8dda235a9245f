import { participationPercent } from '@hope/domain/classes';
import { formatWholeDollars } from '@hope/domain/money';
import type { ClassStanding } from '@hope/domain/progress';
import './classes.css';

type Measure = 'totals' | 'participation';

/** The board names the classes that have given, the leaders first: a short list that reads well on a phone. */
const SHOWN = 10;

/** How the classes rally: each class with its total or its families' participation, in the server's order. */
export function ClassLeaderboard({
  classes: standings,
  measure,
}: {
  classes: ClassStanding[];
  measure: Measure;
}) {
  const given = standings.filter((entry) => entry.families > 0);
  const classes = given.slice(0, SHOWN);
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
        {measure === 'totals' ? 'Raised for each class so far' : 'How many families of each class gave'}
        {given.length > SHOWN ? `: the top ${SHOWN}.` : '.'}
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
