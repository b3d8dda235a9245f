import { describe, expect, it } from 'vitest';
import { jobEnded, replayTask } from '../../support/jobs';
import { makePage, usePagesBed } from '../../support/pages-bed';
import { sandbox } from '../../support/sandbox';
import { driveAction, openDrive, pledge } from '../../support/drives-bed';

const admin = usePagesBed();
const PLEDGES = 12;

/** The PaymentIntents Stripe made (a replayed answer makes none), by the pledge each names. */
async function intentsByPledge(): Promise<Map<string, number>> {
  const made = new Map<string, number>();
  for (const entry of await sandbox.requests()) {
    if (entry.path !== '/v1/payment_intents' || entry.method !== 'POST' || entry.replayed) continue;
    if (entry.status !== 200) continue;
    const pledgeId = String((entry.body.metadata as Record<string, unknown> | undefined)?.pledge_id);
    made.set(pledgeId, (made.get(pledgeId) ?? 0) + 1);
  }
  return made;
}

describe('charging pledges when the work is cut off or replayed', () => {
  it(
    'charges each pledge once though a unit dies between the charge and its record, and a task comes again',
    { timeout: 180_000 },
    async () => {
      const { code } = await makePage();
      const driveId = await openDrive();
      for (let index = 0; index < PLEDGES; index++)
        await pledge(
          admin.db,
          code,
          { rate: 1 + index / 100, most: '', email: `r${index}@example.com` },
          undefined,
          index,
        );
      await driveAction({ op: 'counts', id: driveId, counts: { [code]: 10 } });
      // Stripe's answers to the charges are lost for a moment after Stripe charged the cards, retries included:
      // each unit dies between the charge and the gift's record, as a worker cut off at that moment would, and
      // Cloud Tasks runs it again.
      await sandbox.failNext({
        method: 'POST',
        path: '/v1/payment_intents',
        status: 500,
        // The first six answers are lost, stripe-node's own retries among them: a unit dies, and its task runs again.
        count: 6,
        afterWork: true,
      });
      const { jobId } = await driveAction({ op: 'charge', id: driveId });
      const job = await jobEnded(admin.db, jobId!, 120_000);
      expect(job, JSON.stringify(job)).toMatchObject({ state: 'done', total: PLEDGES });
      const replays = (await sandbox.requests()).filter(
        (entry) => entry.path === '/v1/payment_intents' && entry.method === 'POST' && entry.replayed,
      );
      expect(replays.length).toBeGreaterThan(0);

      const charged = await admin.db.collection('pledges').where('status', '==', 'charged').get();
      expect(charged.size).toBe(PLEDGES);
      const made = await intentsByPledge();
      expect(made.size).toBe(PLEDGES);
      expect([...made.values()].every((count) => count === 1)).toBe(true);
      const records = await admin.db.collection('donations').where('student_page', '==', code).get();
      expect(records.size).toBe(PLEDGES);
      // $10.00 + $10.10 + ... + $11.10: the gifts, summed to the cent.
      const total = records.docs.reduce(
        (sum, doc) => sum + Math.round(doc.get('total_pledged_amt') * 100),
        0,
      );
      expect(total).toBe(
        Array.from({ length: PLEDGES }, (_, index) => 1000 + index * 10).reduce((a, b) => a + b),
      );

      // A unit's task delivered again charges nothing.
      expect(await replayTask('chargePledgesJob', { jobId, step: 'unit', unit: 'u00000' })).toBeLessThan(300);
      expect([...(await intentsByPledge()).values()].every((count) => count === 1)).toBe(true);
      expect((await admin.db.collection('donations').where('student_page', '==', code).get()).size).toBe(
        PLEDGES,
      );
    },
  );
});
