import { GoalBar } from '../../../ui/GoalBar';
import { pledgedPercentOfGoal } from '@hope/domain/dashboard';
import { formatWholeDollars } from '@hope/domain/money';
import type { PublicStudentPage } from '@hope/domain/pages';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A page's progress: raised of its goal, as a bar, and how many gifts came through it. */
export function PageProgress({ page }: { page: PublicStudentPage }) {
  const percent = page.goal > 0 ? pledgedPercentOfGoal(page.raised, page.goal) : 0;
  const text = `${formatWholeDollars(page.raised)} raised of a ${formatWholeDollars(page.goal)} goal`;
  return (
    <div className="pages-progress">
      <p className="main-progress-figures">
        <strong>{formatWholeDollars(page.raised)}</strong> raised of a {formatWholeDollars(page.goal)} goal
      </p>
      <GoalBar percent={percent} valueText={text} label="Progress to the goal" />
      <p className="muted main-progress-people">{plural(page.gifts, 'gift', 'gifts')} so far</p>
    </div>
  );
}
