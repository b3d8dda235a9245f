/**
 * How much of a campaign's goal is pledged, in whole percent, rounded down: the dashboard says 100% only once
 * the goal is really reached. Past 100% it goes on counting (a goal beaten by half is 150%).
 */
export function pledgedPercentOfGoal(pledged: number, goal: number): number {
  if (!(goal > 0)) throw new RangeError(`A campaign goal must be positive, got ${goal}`);
  // The small epsilon keeps 0.29 * 100 = 28.999... from showing 28%.
  return Math.max(0, Math.floor((pledged / goal) * 100 + 1e-9));
}
