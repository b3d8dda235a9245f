import './goal-bar.css';

/**
 * Progress to a goal as a bar that assistive technology reads: `percent` may pass 100 (the bar stops full), and
 * `valueText` is what a screen reader says after the percentage. Named by `labelledBy` (an element's id) or
 * `label`.
 */
export function GoalBar({
  percent,
  valueText,
  labelledBy,
  label,
}: {
  percent: number;
  valueText: string;
  labelledBy?: string;
  label?: string;
}) {
  const shown = Math.min(100, percent);
  return (
    <div
      className="main-progress-bar"
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={`${percent}%: ${valueText}`}
    >
      <span style={{ width: `${shown}%` }} />
    </div>
  );
}
