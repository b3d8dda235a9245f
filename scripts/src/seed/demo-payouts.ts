import { PAYOUTS_COLLECTION } from '@hope/domain/books';
import { nextDateKey } from '@hope/domain/time';
import type { Firestore } from 'firebase-admin/firestore';
import type { WrittenRecord } from './write-stories';

/** How long the seed waits for the webhook's itemising jobs: a few hundred lines take seconds locally. */
const ITEMISED_WITHIN_MS = 90_000;

/** The demo school's payouts come weekly (a schedule Stripe offers), so the Payouts screen holds a few a month. */
const PAYOUT_EVERY_DAYS = 7;
/**
 * Runs the sandbox's weekly automatic payouts from the demo's first card payment up to yesterday (UTC), over its
 * registered payments: each payout's events reach the webhook, which stores it with its lines traced to the
 * demo's records, as for real payouts. A week without money makes no payout. The webhook answers at once and
 * a background job writes each payout, so this resolves (how many were made) once every payout is written:
 * the demo opens with its Payouts screen complete.
 */
export async function runDemoPayouts(
  db: Firestore,
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
  const payoutIds: string[] = [];
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
    if (run.payout) payoutIds.push(run.payout.id);
  }
  await allWritten(db, payoutIds);
  return payoutIds.length;
}

async function allWritten(db: Firestore, payoutIds: readonly string[]): Promise<void> {
  const deadline = Date.now() + ITEMISED_WITHIN_MS;
  for (;;) {
    const docs = payoutIds.length
      ? await db.getAll(...payoutIds.map((id) => db.collection(PAYOUTS_COLLECTION).doc(id)))
      : [];
    const missing = docs.filter((doc) => !doc.exists).map((doc) => doc.id);
    if (missing.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The demo payouts were not itemised within ${ITEMISED_WITHIN_MS / 1000} s: ${missing.join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
