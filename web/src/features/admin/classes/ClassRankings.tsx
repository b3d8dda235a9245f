import { donationWord, type ClassStatistic } from '@hope/domain/classes';
import { messages } from '@hope/domain/messages';

/** The Rankings list: rank, teacher or class, and 'N donation(s)'; or the empty state's two texts. */
export function ClassRankings({ ranking }: { ranking: readonly ClassStatistic[] }) {
  return (
    <section className="class-rankings" aria-labelledby="class-rankings-title">
      <h2 id="class-rankings-title">Rankings</h2>
      {ranking.length === 0 ? (
        <div className="class-empty">
          <p className="class-empty-title">{messages.empty.classesTitle}</p>
          <p className="muted">{messages.empty.classesHint}</p>
        </div>
      ) : (
        <ol className="class-list">
          {ranking.map((entry) => (
            <li key={entry.teacher} className="class-row">
              <span className="class-rank">
                <span className="visually-hidden">Rank </span>
                {entry.rank}
              </span>
              <span className="class-name">{entry.teacher}</span>
              <span className="class-count">
                {entry.donationCount} {donationWord(entry.donationCount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
