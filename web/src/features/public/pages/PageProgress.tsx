import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GoalBar } from '../../../ui/GoalBar';
import { pledgedPercentOfGoal } from '@hope/domain/dashboard';
import { formatWholeDollars } from '@hope/domain/money';
import type { PublicStudentPage } from '@hope/domain/pages';

/** A page's progress: raised of its goal, as a bar, and how many gifts came through it. */
export function PageProgress({ page }: { page: PublicStudentPage }) {
  const { t } = useLingui();
  const percent = page.goal > 0 ? pledgedPercentOfGoal(page.raised, page.goal) : 0;
  const raised = formatWholeDollars(page.raised);
  const goal = formatWholeDollars(page.goal);
  const gifts = page.gifts;
  return (
    <div className="pages-progress">
      <p className="main-progress-figures">
        <Trans>
          <strong>{raised}</strong> raised of a {goal} goal
        </Trans>
      </p>
      <GoalBar
        percent={percent}
        valueText={t`${raised} raised of a ${goal} goal`}
        label={t`Progress to the goal`}
      />
      <p className="muted main-progress-people">
        <Trans>
          <Plural value={gifts} one="# gift" other="# gifts" /> so far
        </Trans>
      </p>
    </div>
  );
}
