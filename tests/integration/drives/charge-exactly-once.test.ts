import { describe, expect, it } from 'vitest';
import { jobEnded, killFunctionWorkers, replayTask } from '../../support/jobs';
import { eventually } from '../../support/maildev';
import { makePage, usePagesBed } from '../../support/pages-bed';
import { sandbox } from '../../support/sandbox';
import { driveAction, openDrive, pledge } from '../../support/drives-bed';

const admin = usePagesBed();
const PLEDGES = 30;

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
    'charges each pledge once though a worker dies midway and a task is delivered again',
    { timeout: 240_000 },
    async () => {
      const { code } = await makePage();
      const driveId = await openDrive();
      const ids: string[] = [];
      for (let index = 0; index < PLEDGES; index++)
        ids.push(
          await pledge(
            admin.db,
            code,
            { rate: 1 + index / 100, most: '', email: `r${index}@example.com` },
            undefined,
            index,
          ),
        );
      await driveAction({ op: 'counts', id: driveId, counts: { [code]: 10 } });
      // At a real network's pace, so the run is still under way when its workers are cut off.
      await sandbox.configure({ latencyMs: 300 });
      const { jobId } = await driveAction({ op: 'charge', id: driveId });
      await eventually(
        'some pledges charged',
        async () =>
          (await admin.db.collection('pledges').where('status', '==', 'charged').get()).size >= 5 ||
          undefined,
        60_000,
      );
      expect(killFunctionWorkers()).toBeGreaterThan(0);
      const job = await jobEnded(admin.db, jobId!, 180_000).catch(async (error: unknown) => {
        // What was left undone, to tell a lost task from a slow one.
        const units = await admin.db.collection(`jobs/${jobId}/units`).get();
        const state = (await admin.db.doc(`jobs/${jobId}`).get()).data();
        throw new Error(
          `${String(error)}: job ${JSON.stringify(state)}; units ${JSON.stringify(units.docs.map((doc) => [doc.id, doc.get('done')]))}`,
        );
      });
      await sandbox.configure({ latencyMs: 0 });
      expect(job).toMatchObject({ state: 'done', total: PLEDGES });

      const charged = await admin.db.collection('pledges').where('status', '==', 'charged').get();
      expect(charged.size).toBe(PLEDGES);
      const made = await intentsByPledge();
      expect([...made.values()].every((count) => count === 1)).toBe(true);
      expect(made.size).toBe(PLEDGES);
      const records = await admin.db.collection('donations').where('student_page', '==', code).get();
      expect(records.size).toBe(PLEDGES);
      // $10.00 + $10.10 + ... + $12.90: thirty gifts, summed to the cent.
      const total = records.docs.reduce(
        (sum, doc) => sum + Math.round(doc.get('total_pledged_amt') * 100),
        0,
      );
      expect(total).toBe(
        Array.from({ length: PLEDGES }, (_, index) => 1000 + index * 10).reduce((a, b) => a + b),
      );

      // A unit's task delivered again charges nothing.
      expect(await replayTask('chargePledgesJob', { jobId, step: 'unit', unit: 'u00000' })).toBeLessThan(300);
      expect((await intentsByPledge()).size).toBe(PLEDGES);
      expect([...(await intentsByPledge()).values()].every((count) => count === 1)).toBe(true);
    },
  );
});
