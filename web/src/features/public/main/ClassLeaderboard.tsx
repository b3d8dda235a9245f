import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { participationPercent } from '@hope/domain/classes';
import { formatWholeDollars } from '@hope/domain/money';
import type { ClassStanding } from '@hope/domain/progress';
import { useClassName } from '#settings';
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
  const { t } = useLingui();
  const className = useClassName();
  const given = standings.filter((entry) => entry.families > 0);
  const classes = given.slice(0, SHOWN);
  if (classes.length === 0) return null;
  const figure = (entry: ClassStanding) => {
    if (measure === 'totals') return formatWholeDollars(entry.raised);
    const families = entry.families;
    if (entry.participation === null) return <Plural value={families} one="# family" other="# families" />;
    const percent = participationPercent(entry.participation);
    return t`${percent} of families`;
  };
  const topOnly = given.length > SHOWN;
  const intro =
    measure === 'totals'
      ? topOnly
        ? t`Raised for each class so far: the top ${SHOWN}.`
        : t`Raised for each class so far.`
      : topOnly
        ? t`How many families of each class gave: the top ${SHOWN}.`
        : t`How many families of each class gave.`;
  return (
    <section className="card main-classes" aria-labelledby="classes-title">
      <h2 id="classes-title">
        <Trans>Classes</Trans>
      </h2>
      <p className="muted">{intro}</p>
      <ol className="main-classes-list" aria-labelledby="classes-title">
        {classes.map((entry) => (
          <li key={entry.gradeTeacher}>
            <span className="main-classes-name">{className(entry.gradeTeacher)}</span>
            <strong>{figure(entry)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
