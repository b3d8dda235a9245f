import { PAYOUTS_COLLECTION, payoutSchema } from '@hope/domain/books';
import {
  DRIVE_COUNTS_COLLECTION,
  DRIVES_COLLECTION,
  driveSchema,
  PLEDGES_COLLECTION,
  pledgeSchema,
} from '@hope/domain/drives';
import { nextDateKey } from '@hope/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/src/seed/seed-demo-data';
import { adminForTests, clearFirestore, urls } from '../support/emulators';
import { getPage } from '../support/pages-bed';
import { sandboxStripe } from '../support/payouts-bed';
import { sandbox } from '../support/sandbox';

const admin = adminForTests();
let seeded: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  await clearFirestore();
  await sandbox.reset();
  seeded = await seedDemoData(admin.db, new Date(), { stripeSandbox: urls.stripeSandbox });
}, 120_000);
afterAll(() => admin.close());

describe('the demo that `npm start` seeds', () => {
  it('has weekly payouts of its card payments, every line traced to a demo record', async () => {
    const payouts = (await admin.db.collection(PAYOUTS_COLLECTION).get()).docs.map((doc) =>
      payoutSchema.parse(doc.data()),
    );
    expect(seeded.payouts).toBeGreaterThanOrEqual(3);
    expect(payouts).toHaveLength(seeded.payouts);
    const yesterday = nextDateKey(new Date().toISOString().slice(0, 10), -1);
    for (const payout of payouts) {
      expect(payout.lines.reduce((sum, line) => sum + line.net, 0)).toBe(payout.amount);
      expect(payout.arrival_date <= nextDateKey(yesterday)).toBe(true);
      for (const line of payout.lines) {
        expect(line.record, `${payout.payout_id} ${line.balance_transaction}`).not.toBeNull();
        const record = (await admin.db.doc(`${line.record!.collection}/${line.record!.id}`).get()).data()!;
        expect(line.name).toBe(record.parent_name ?? record.company_name);
        expect(Object.keys(record.stripe_charges ?? {})).toContain(line.source);
      }
    }
  });

  it('has a fun run open for pledges, its cards saved at Stripe and nothing counted or charged', async () => {
    const drives = (await admin.db.collection(DRIVES_COLLECTION).get()).docs.map((doc) =>
      driveSchema.parse(doc.data()),
    );
    expect(drives).toHaveLength(1);
    const drive = drives[0]!;
    expect(drive).toMatchObject({
      name: 'Fun Run 2027',
      unit: { one: 'lap', other: 'laps' },
      unit_es: { one: 'vuelta', other: 'vueltas' },
      max_units: 30,
      suggested_rate: 2,
      open: true,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(drive.event_date > nextDateKey(today, 7) && drive.event_date < nextDateKey(today, 60)).toBe(true);

    const pledges = (await admin.db.collection(PLEDGES_COLLECTION).get()).docs.map((doc) =>
      pledgeSchema.parse(doc.data()),
    );
    expect(pledges.length).toBe(seeded.pledges);
    expect(pledges.length).toBeGreaterThanOrEqual(5);
    expect(pledges.every((pledge) => pledge.status === 'saved' && pledge.drive_id === drive.id)).toBe(true);
    expect(pledges.filter((pledge) => pledge.language === 'es').length).toBeGreaterThanOrEqual(2);
    expect(pledges.map((pledge) => pledge.card?.last4).sort()).toContain('0341');
    for (const pledge of pledges) {
      const method = await sandboxStripe.paymentMethods.retrieve(pledge.payment_method!);
      expect(method.customer).toBe(pledge.stripe_customer);
    }
    const pledged = new Map<string, number>();
    for (const { page_code } of pledges) pledged.set(page_code, (pledged.get(page_code) ?? 0) + 1);
    for (const [code, count] of pledged) {
      const page = JSON.parse((await getPage(code)).text).page;
      expect(page.drive).toMatchObject({ name: 'Fun Run 2027', pledges: count, units: null });
    }

    // The drive waits for its results: no counts entered, nothing charged.
    expect((await admin.db.collection(DRIVE_COUNTS_COLLECTION).doc(drive.id).get()).exists).toBe(false);
    const charges = (await sandbox.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === '/v1/payment_intents',
    );
    expect(charges).toHaveLength(0);
  });
});
