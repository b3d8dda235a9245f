import { participationPercent, type Participation } from '@hope/domain/classes';
import { Link } from 'react-router';
import { useMay } from '../auth/role';

/**
 * The participation view: each sized class by the share of its families that gave, a bar per class, and the
 * classes without a size in the settings listed apart.
 */
export function ClassParticipation({ participation }: { participation: Participation }) {
  const { ranked, unsized } = participation;
  const mayManage = useMay('manage');
  return (
    <section className="class-rankings" aria-labelledby="class-participation-title">
      <h2 id="class-participation-title">Participation</h2>
      {ranked.length === 0 ? (
        <div className="class-empty">
          <p className="class-empty-title">No class sizes yet</p>
          <p className="muted">
            {mayManage ? (
              <>
                Add the number of families of each class in <Link to="/admin/settings">Settings</Link> to
                compare classes of different sizes.
              </>
            ) : (
              'An owner of the team can add the number of families of each class in Settings.'
            )}
          </p>
        </div>
      ) : (
        <ol className="class-list">
          {ranked.map((entry) => (
            <li key={entry.label} className="class-row class-row-share">
              <span className="class-rank">
                <span className="visually-hidden">Rank </span>
                {entry.rank}
              </span>
              <span className="class-name">{entry.label}</span>
              <span className="class-count">
                {participationPercent(entry.share)}
                <span className="class-families">
                  {entry.families} of {entry.size} families
                </span>
              </span>
              <span className="class-bar" aria-hidden="true">
                <span style={{ width: `${Math.min(100, entry.share * 100)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {unsized.length > 0 && (
        <div className="class-unsized">
          <h3>Classes without a size</h3>
          <ul>
            {unsized.map((entry) => (
              <li key={entry.label}>
                {entry.label}: {entry.families} {entry.families === 1 ? 'family' : 'families'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
