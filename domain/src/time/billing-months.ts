/**
 * The instant N calendar months after `fromSeconds`, the way Stripe advances a monthly billing anchor: the
 * same day of the month, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29).
 */
export function addBillingMonths(fromSeconds: number, months: number): number {
  const start = new Date(fromSeconds * 1000);
  const day = start.getUTCDate();
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
