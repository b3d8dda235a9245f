import { aggregateOf, publicProgress, type PublicProgress } from '@hope/domain/progress';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import {
  type Campaign,
  defaultSettings,
  defaultTimeZone,
  nextSchoolYearCampaign,
  schoolYearCampaign,
  SETTINGS_PATH,
} from '@hope/domain/settings';
import { schoolDateKey } from '@hope/domain/time';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../support/api';
import { callFunction, memberToken } from '../support/callable';
import { urls } from '../support/emulators';
import { usePaymentsBed, type Started, sessionIdOf } from '../support/payments-bed';
import { progressHead, storedProgress, storedProgressText, storedShards } from '../support/progress';
import { expectDelivered, sandbox } from '../support/sandbox';

const admin = usePaymentsBed();
const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 10_000 };

// The class leaderboard off: these figures are the campaign's own (tests/integration/pages has the leaderboard).
const settings = {
  ...defaultSettings,
  studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'off' as const },
};

beforeEach(async () => {
  await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [campaign] });
});
afterEach(async () => {
  await admin.db.doc(SETTINGS_PATH).delete();
});

async function progressNow(): Promise<PublicProgress> {
  const response = await fetch(`${urls.functionsBase}/api/progress`);
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  return (await response.json()) as PublicProgress;
}

/** Polls the public progress until it shows what the domain computes over every record in Firestore. */
async function expectProgressOfRecords(current: Campaign = campaign): Promise<PublicProgress> {
  const expected = async () => {
    const records = await Promise.all(
      [DONATIONS_COLLECTION, PARTNERS_COLLECTION].map(async (collection) =>
        (await admin.db.collection(collection).get()).docs.map((doc) => ({
          collection,
          record: doc.data() as never,
        })),
      ),
    );
    return publicProgress(
      aggregateOf(defaultTimeZone, current.id, records.flat(), [current], new Date()),
      current,
    );
  };
  await expect
    .poll(async () => JSON.stringify(await progressNow()), { timeout: 20_000, interval: 200 })
    .toBe(JSON.stringify(await expected()));
  return progressNow();
}

async function paidGift(parent: string, email: string, amount: number) {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ parent_name: parent, email, amount }),
  );
  expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  return body.id;
}

describe('GET /api/progress', () => {
  it("follows paid gifts, check pledges, refunds and voids, always equal to the domain's figure over the records", async () => {
    expect(await progressNow()).toEqual({
      campaign: campaign.name,
      goal: 10_000,
      raised: 0,
      families: 0,
      partners: 0,
    });
    const first = await paidGift('Ann Lee', 'ann@example.com', 100);
    await paidGift('Ann Lee', 'ANN@example.com', 50);
    await paidGift('Bo Chen', 'bo@example.com', 250);
    await postApi('/api/pledges/check', sponsorBody({ level: 'bronze', plan: undefined }));
    expect(await expectProgressOfRecords()).toEqual({
      campaign: campaign.name,
      goal: 10_000,
      raised: 900,
      families: 2,
      partners: 1,
    });

    const token = await memberToken('treasurer@example.org', { admin: true });
    const chargeId = Object.keys((await admin.db.doc(`donations/${first}`).get()).get('stripe_charges'))[0]!;
    await callFunction(
      'recordAction',
      {
        action: 'refund',
        collection: 'donations',
        id: first,
        requestId: randomUUID(),
        chargeId,
        amount: 100,
        reason: 'duplicate',
        note: '',
      },
      token,
    );
    await sandbox.idle();
    const second = (await admin.db.collection('donations').where('donation_amount', '==', 250).get()).docs[0]!
      .id;
    await callFunction(
      'recordAction',
      { action: 'void', collection: 'donations', id: second, requestId: randomUUID(), reason: 'A test' },
      token,
    );
    expect(await expectProgressOfRecords()).toMatchObject({ raised: 550, families: 1, partners: 1 });
  });

  it('contains no personal data, and keeps family names and emails out of its stored shards too', async () => {
    await paidGift('Secret Family', 'secret@example.com', 75);
    await expectProgressOfRecords();
    const body = JSON.stringify(await progressNow());
    expect(Object.keys(JSON.parse(body)).sort()).toEqual([
      'campaign',
      'families',
      'goal',
      'partners',
      'raised',
    ]);
    const stored = await storedProgressText(admin.db, campaign.id);
    expect(stored).toMatch(/raised_cents/);
    expect(stored).not.toMatch(/secret/i);
  });

  it('recounts every record of both kinds when campaign dates change: a campaign added late, then shortened', async () => {
    await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [] });
    await paidGift('Early Family', 'early@example.com', 100);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await admin.db.collection(DONATIONS_COLLECTION).add({
      parent_name: 'Office Entry',
      email: 'office-entry@example.com',
      total_pledged_amt: 40,
      created_at: threeDaysAgo,
    });
    // Partners are walked after the donations: a recount that stopped after its first page never reached them.
    await admin.db.collection(PARTNERS_COLLECTION).add({
      company_name: 'Early Sponsor',
      total_pledged_amt: 500,
      created_at: threeDaysAgo,
    });
    // Both came in while the school ran no campaign: they count nowhere yet.
    expect((await fetch(`${urls.functionsBase}/api/progress`)).status).toBe(204);

    const covering = { ...campaign, start: schoolDateKey(defaultTimeZone, threeDaysAgo) };
    await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [covering] });
    expect(await expectProgressOfRecords(covering)).toMatchObject({ raised: 640, families: 2, partners: 1 });

    const fromToday = { ...campaign, start: schoolDateKey(defaultTimeZone, new Date()) };
    await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [fromToday] });
    expect(await expectProgressOfRecords(fromToday)).toMatchObject({ raised: 100, families: 1, partners: 0 });
  });

  it("keeps this year's count as it is when next year's campaign is added", async () => {
    // A campaign id of its own: a late trigger of another test's settings never starts this count again.
    const thisYear = { ...campaign, id: `this-year-${randomUUID().slice(0, 8)}` };
    const thisYearHead = progressHead(admin.db, thisYear.id);
    await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [thisYear] });
    await expect
      .poll(async () => (await thisYearHead.get()).exists, { timeout: 20_000, interval: 200 })
      .toBe(true);
    await paidGift('This Year', 'this-year@example.com', 80);
    const shown = await expectProgressOfRecords(thisYear);
    const before = {
      head: (await thisYearHead.get()).data(),
      shards: await storedShards(admin.db, thisYear.id),
    };

    const next = nextSchoolYearCampaign(defaultTimeZone, [thisYear], new Date());
    await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [next, thisYear] });
    await expect
      .poll(async () => (await storedProgress(admin.db, next.id))?.raised_cents, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(0);
    expect({
      head: (await thisYearHead.get()).data(),
      shards: await storedShards(admin.db, thisYear.id),
    }).toEqual(before);
    expect(await progressNow()).toEqual(shown);
  });

  it('shows an aggregate kept by an earlier build, then counts every record again into shards', async () => {
    await paidGift('Before Upgrade', 'before@example.com', 60);
    await expectProgressOfRecords();
    // What an earlier build kept: one document per campaign, its figures (say) no longer those of the records.
    await admin.db.recursiveDelete(progressHead(admin.db, campaign.id));
    await progressHead(admin.db, campaign.id).set({
      campaign_id: campaign.id,
      raised_cents: 99_999_00,
      partners: 0,
      family_counts: { earlier: 1 },
      pages: {},
      classes: {},
      updated_at: new Date().toISOString(),
      epoch: 'an-earlier-build',
    });
    expect(await progressNow()).toMatchObject({ raised: 99_999, families: 1 });
    await paidGift('After Upgrade', 'after@example.com', 40);
    expect(await expectProgressOfRecords()).toMatchObject({ raised: 100, families: 2 });
  });

  it('answers 204 when the school runs no campaign', async () => {
    await admin.db.doc(SETTINGS_PATH).set({ ...settings, campaigns: [] });
    const response = await fetch(`${urls.functionsBase}/api/progress`);
    expect(response.status).toBe(204);
  });
});
