import { aggregateOf, firstRecountCursor, PROGRESS_SHARDS, type RecountCursor } from '@hope/domain/progress';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inProcess } from '../support/functions-in-process';
import { usePaymentsBed } from '../support/payments-bed';
import { progressHead, storedProgress, storedShards } from '../support/progress';
import { cardGift, checkPledge, writeAll } from '../support/webhook-gifts';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

const admin = usePaymentsBed();
const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 50_000 };
const [firstClass, secondClass] = defaultSettings.classes.map((choice) => choice.label);

const progressFunctions = inProcess(async () => ({
  triggers: await import('../../functions/src/progress/progress-triggers'),
  pages: await import('../../functions/src/progress/recount-pages'),
  records: await import('../../functions/src/progress/recount-records'),
  db: (await import('../../functions/src/platform/firestore')).firestore(),
}));

beforeEach(async () => {
  await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, campaigns: [campaign] });
  await expect
    .poll(async () => (await progressHead(admin.db, campaign.id).get()).exists, { timeout: 20_000 })
    .toBe(true);
});
afterEach(async () => {
  await admin.db.doc(SETTINGS_PATH).delete();
});

/** The whole aggregate the domain computes from every record in Firestore: pages, classes and families too. */
async function recountFromRecords() {
  const records = await Promise.all(
    [DONATIONS_COLLECTION, PARTNERS_COLLECTION].map(async (collection) =>
      (await admin.db.collection(collection).get()).docs.map((doc) => ({
        collection,
        record: doc.data() as never,
      })),
    ),
  );
  const { updated_at: _at, ...expected } = aggregateOf(
    defaultTimeZone,
    campaign.id,
    records.flat(),
    [campaign],
    new Date(),
  );
  return expected;
}

async function stored() {
  const sum = await storedProgress(admin.db, campaign.id);
  if (!sum) return null;
  const { updated_at: _at, epoch: _epoch, ...figures } = sum;
  return figures;
}

/** 16 card gifts (four writes each, some through a student page) and 8 check pledges: 72 record writes. */
function burst() {
  const gifts = Array.from({ length: 16 }, (_, index) =>
    cardGift(admin.db, index, {
      amount: 10 + index + (index % 3) * 0.33,
      // Some families give twice.
      email: `family${index % 12}@example.com`,
      page:
        index % 4 === 0
          ? { code: index % 8 ? 'mayar23' : 'leob456', gradeTeacher: index % 8 ? firstClass! : secondClass! }
          : null,
    }),
  );
  const pledges = Array.from({ length: 8 }, (_, index) => checkPledge(admin.db, index));
  return [...gifts, ...pledges];
}

// The Functions emulator starts a worker process for each trigger running at once (production serves them from
// warm instances), which on two cores takes seconds a worker: the burst is as large as two cores start in about a
// minute, and the waits allow for a busy machine.
describe('the progress under a burst of gifts', { timeout: 180_000 }, () => {
  it('stays exact after 72 concurrent record writes spread over the shards, as a recount from the records finds it', async () => {
    const writes = burst();
    expect(writes.reduce((sum, gift) => sum + gift.steps.length, 0)).toBe(72);
    await writeAll(writes);
    const expected = await recountFromRecords();
    expect(expected.raised_cents).toBeGreaterThan(0);
    await expect.poll(stored, { timeout: 150_000, interval: 500 }).toEqual(expected);

    // Spread: each shard counts the records its ids hash to (24 random ids over 32 shards, about 17 shards in
    // use), so no document took every gift's write.
    const shards = await storedShards(admin.db, campaign.id);
    expect(shards.length).toBeGreaterThan(PROGRESS_SHARDS / 4);
    const counted = shards.map(
      (shard) => shard.partners + Object.values(shard.family_counts).reduce((sum, count) => sum + count, 0),
    );
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(24);
    expect(Math.max(...counted)).toBeLessThanOrEqual(6);

    // The paged recount a background job runs (small pages, so it takes many steps) finds the same figures.
    const { pages } = await progressFunctions();
    await pages.restartProgress(null);
    let steps = 0;
    for (let cursor: RecountCursor | null = firstRecountCursor(null); cursor; steps++) {
      const step = await pages.recountPage(JSON.parse(JSON.stringify(cursor)) as RecountCursor, 7);
      cursor = step.next;
    }
    // 16 donations and 8 partners, 7 a page: 3 pages, then 2.
    expect(steps).toBe(5);
    expect(await stored()).toEqual(expected);
  });

  it('changes nothing when a progress event is delivered again, and declares that it is retried', async () => {
    const [gift] = [cardGift(admin.db, 1, { amount: 25, email: 'again@example.com' })];
    await writeAll([gift!]);
    const expected = await recountFromRecords();
    await expect.poll(stored, { timeout: 20_000, interval: 200 }).toEqual(expected);
    const { triggers, db } = await progressFunctions();
    expect(triggers.progressOnDonation.__endpoint.eventTrigger?.retry).toBe(true);
    expect(triggers.progressOnPartner.__endpoint.eventTrigger?.retry).toBe(true);

    const versions = async () =>
      (await progressHead(admin.db, campaign.id).collection('shards').get()).docs.map((doc) => [
        doc.id,
        doc.updateTime.toMillis(),
      ]);
    const before = await versions();
    const snapshot: DocumentSnapshot = await db.doc(gift!.ref.path).get();
    const event = (time: Date) => ({
      id: `replayed-${gift!.ref.id}`,
      time: time.toISOString(),
      params: { id: gift!.ref.id },
      data: { before: snapshot, after: snapshot },
    });
    // The same event twice (a retry after a failure, a duplicate delivery), and one older than its bound.
    await triggers.progressOnDonation.run(event(new Date()) as never);
    await triggers.progressOnDonation.run(event(new Date()) as never);
    await triggers.progressOnDonation.run(event(new Date(Date.now() - 2 * 3_600_000)) as never);
    // The counting transaction itself, run twice for the record (a retry that got past the first look).
    const { records } = await progressFunctions();
    expect(await records.recountRecords([db.doc(gift!.ref.path)])).toBe(false);
    expect(await records.recountRecords([db.doc(gift!.ref.path)])).toBe(false);
    expect(await versions()).toEqual(before);
    expect(await stored()).toEqual(expected);
  });
});
