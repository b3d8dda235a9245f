import { formatWholeDollars, pledgedPercentOfGoal } from '@hope/domain';
import { useCampaignProgress } from './useCampaignProgress';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Progress people can see: pledged of the campaign's goal, with how many families and partners gave. */
export function CampaignProgress() {
  const progress = useCampaignProgress();
  if (!progress || progress.goal === null) return null;
  const percent = pledgedPercentOfGoal(progress.raised, progress.goal);
  const text = `${formatWholeDollars(progress.raised)} pledged of our ${formatWholeDollars(progress.goal)} goal`;
  return (
    <section className="card main-progress" aria-labelledby="progress-title">
      <h2 id="progress-title">Our progress</h2>
      <p className="main-progress-figures">
        <strong>{formatWholeDollars(progress.raised)}</strong> pledged of our{' '}
        {formatWholeDollars(progress.goal)} goal
      </p>
      <div
        className="main-progress-bar"
        role="progressbar"
        aria-labelledby="progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${percent}%: ${text}`}
      >
        <span style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <p className="muted main-progress-people">
        {plural(progress.families, 'family', 'families')} and{' '}
        {plural(progress.partners, 'community partner', 'community partners')} so far
      </p>
    </section>
  );
}
