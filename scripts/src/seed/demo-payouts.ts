import { nextDateKey } from '@hope/domain/time';
import type { WrittenRecord } from './write-stories';

/** The demo school's payouts come weekly (a schedule Stripe offers), so the Payouts screen holds a few a month. */
const PAYOUT_EVERY_DAYS = 7;
/**
 * Runs the sandbox's weekly automatic payouts from the demo's first card payment up to yesterday (UTC), over its
 * registered payments: each payout's events reach the webhook, which stores it with its lines traced to the
 * demo's records, as for real payouts. A week without money makes no payout. Resolves how many were made.
 */
export async function runDemoPayouts(
  sandboxUrl: string,
  records: readonly WrittenRecord[],
  now: Date,
): Promise<number> {
  const paidAt = records.flatMap(({ record }) =>
    Object.values(record.stripe_charges ?? {}).map((charge) => Date.parse(charge.paid_at)),
  );
  if (paidAt.length === 0) return 0;
  const yesterday = nextDateKey(now.toISOString().slice(0, 10), -1);
  const weeks = Math.ceil((now.getTime() - Math.min(...paidAt)) / (PAYOUT_EVERY_DAYS * 86_400_000));
  let payouts = 0;
  for (let week = weeks; week >= 0; week -= 1) {
    const response = await fetch(`${sandboxUrl}/__sandbox/payouts/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ as_of: nextDateKey(yesterday, -week * PAYOUT_EVERY_DAYS) }),
    });
    if (!response.ok) {
      throw new Error(
        `The Stripe sandbox refused a demo payout: ${response.status} ${await response.text()}`,
      );
    }
    const run = (await response.json()) as { payout: { id: string } | null };
    if (run.payout) payouts += 1;
  }
  return payouts;
}
