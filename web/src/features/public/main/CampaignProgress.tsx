import { GoalBar } from '../../../ui/GoalBar';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pledgedPercentOfGoal } from '@hope/domain/dashboard';
import { formatWholeDollars } from '@hope/domain/money';
import { currentCampaign } from '@hope/domain/settings';
import { lazy, Suspense } from 'react';
import { useSettings } from '#settings';
import { useCampaignProgress } from './useCampaignProgress';

// Shown only when the school turns it on: its code arrives then, not with the main step.
const ClassLeaderboard = lazy(async () => ({
  default: (await import('./ClassLeaderboard')).ClassLeaderboard,
}));

interface Figures {
  raised: number;
  goal: number;
  families: number;
  partners: number;
}

/**
 * Progress people can see: pledged of the campaign's goal, with how many families and partners gave. The
 * settings say whether a goal is set before the figures arrive, so the card holds its place (figures hidden)
 * meanwhile: the sections below it do not move when they come.
 */
export function CampaignProgress() {
  const settings = useSettings();
  const progress = useCampaignProgress();
  if (progress === undefined) {
    const goal = currentCampaign(settings.time_zone, settings.campaigns, new Date())?.goal ?? null;
    return goal === null ? null : (
      <ProgressCard figures={{ raised: 0, goal, families: 0, partners: 0 }} pending />
    );
  }
  if (!progress) return null;
  // Read as served (always filled in) rather than through studentPagesOf, whose module carries zod.
  const leaderboard = settings.studentPages?.leaderboard ?? 'off';
  return (
    <>
      {progress.goal !== null && (
        <ProgressCard figures={{ ...progress, goal: progress.goal }} pending={false} />
      )}
      {progress.classes?.some((entry) => entry.families > 0) && leaderboard !== 'off' && (
        <Suspense fallback={null}>
          <ClassLeaderboard classes={progress.classes} measure={leaderboard} />
        </Suspense>
      )}
    </>
  );
}

function ProgressCard({ figures, pending }: { figures: Figures; pending: boolean }) {
  const { raised, goal, families, partners } = figures;
  const { t } = useLingui();
  const percent = pledgedPercentOfGoal(raised, goal);
  const raisedText = formatWholeDollars(raised);
  const goalText = formatWholeDollars(goal);
  const text = t`${raisedText} pledged of our ${goalText} goal`;
  return (
    <section
      className={`card main-progress${pending ? ' main-progress-pending' : ''}`}
      aria-labelledby="progress-title"
      aria-busy={pending}
    >
      <h2 id="progress-title">
        <Trans>Our progress</Trans>
      </h2>
      <p className="main-progress-figures">
        <Trans>
          <strong>{raisedText}</strong> pledged of our {goalText} goal
        </Trans>
      </p>
      <GoalBar percent={percent} valueText={text} labelledBy="progress-title" />
      <p className="muted main-progress-people">
        <Trans>
          <Plural value={families} one="# family" other="# families" /> and{' '}
          <Plural value={partners} one="# community partner" other="# community partners" /> so far
        </Trans>
      </p>
    </section>
  );
}
