import { messages } from '@hope/domain/messages';
import { defaultSettings, SETTINGS_PATH, type SchoolSettings } from '@hope/domain/settings';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ABUSE_LIMITS } from '../../scripts/src/lib/local-config';
import { donationBody, postApi, sponsorBody } from '../support/api';
import { usePaymentsBed } from '../support/payments-bed';
import { countDocs } from '../support/records';
import { sandbox } from '../support/sandbox';
import { challengeOf, PROOF_HEADER, solve, throughSite } from '../support/step-up';

// The suites run the functions with these limits (scripts/src/lib/emulator-suites.ts); both are 10.
const CHECKOUTS = Number(TEST_ABUSE_LIMITS.ABUSE_CHECKOUTS_PER_WINDOW);
const PLEDGES = Number(TEST_ABUSE_LIMITS.ABUSE_CHECK_PLEDGES_PER_WINDOW);
const COUNTERS = 'abuse_counters';

const admin = usePaymentsBed();

/**
 * Through the site: on the emulators the rightmost X-Forwarded-For entry is the caller's address, and the
 * request carries Hosting's mark (see client-address.ts).
 */
const from = (address: string) => ({ headers: throughSite(address) });

/** A step-up answer: 429 with the words of a refusal for a client that cannot solve it, and a challenge. */
function expectChallenge(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(429);
  expect((answer.body as { error?: string }).error).toBe(messages.abuse.tooManyAttempts);
  expect(challengeOf(answer.body)?.parameters.algorithm).toBe('PBKDF2/SHA-256');
}
const donate = (address: string) => postApi('/api/checkout/donation', donationBody(), from(address));
const sponsor = (address: string) => postApi('/api/checkout/sponsorship', sponsorBody(), from(address));
const pledge = (address: string) =>
  postApi('/api/pledges/check', sponsorBody({ plan: undefined }), from(address));

async function written() {
  return {
    donations: await countDocs(admin.db, 'donations'),
    partners: await countDocs(admin.db, 'community_partners'),
    sessions: (await sandbox.sessionCreates()).length,
  };
}

describe('the checkout limit, shared by donation and sponsorship checkouts', () => {
  it(`asks the call after ${CHECKOUTS} from one network for a challenge, writing nothing`, async () => {
    expect(CHECKOUTS).toBe(10);
    for (let call = 0; call < CHECKOUTS; call += 1) {
      const answer = await (call % 2 === 0 ? donate : sponsor)('203.0.113.10');
      expect(answer.status).toBe(200);
    }
    const before = await written();
    expect(before).toEqual({ donations: CHECKOUTS / 2, partners: CHECKOUTS / 2, sessions: CHECKOUTS });

    expectChallenge(await donate('203.0.113.10'));
    expectChallenge(await sponsor('203.0.113.10'));
    expect(await written()).toEqual(before);
  });

  it('lets a solved call through, then refuses in words past ten times the allowance of solved calls', async () => {
    const address = '203.0.113.11';
    for (let call = 0; call < CHECKOUTS; call += 1) expect((await donate(address)).status).toBe(200);
    // Four families of one network at once (as on a school's wifi): the allowance is counted exactly even so.
    const solvedBy = async (): Promise<number> => {
      let solved = 0;
      for (;;) {
        const asked = await donate(address);
        if (asked.status !== 429 || !challengeOf(asked.body))
          throw new Error(`expected a challenge: ${asked.status}`);
        const proof = await solve(challengeOf(asked.body)!);
        const withProof = { headers: { ...throughSite(address), [PROOF_HEADER]: proof } };
        const answer = await postApi('/api/checkout/donation', donationBody(), withProof);
        if (answer.status !== 200) {
          expect(answer.status).toBe(429);
          expect(answer.body).toEqual({ error: messages.abuse.tooManyAttempts });
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
          return solved;
        }
        solved += 1;
      }
    };
    const solved = await Promise.all(Array.from({ length: 4 }, solvedBy));
    expect(solved.reduce((sum, count) => sum + count, 0)).toBe(10 * CHECKOUTS);
  }, 120_000);

  it('still lets another network through', async () => {
    for (let call = 0; call < CHECKOUTS; call += 1) expect((await donate('203.0.113.20')).status).toBe(200);
    expectChallenge(await donate('203.0.113.20'));
    expect((await donate('203.0.113.21')).status).toBe(200);
    expect((await sponsor('2001:db8:5::1')).status).toBe(200);
  });

  it('counts the connecting address, not the addresses a caller writes in front of it', async () => {
    for (let call = 0; call < CHECKOUTS; call += 1) {
      expect((await donate(`198.51.100.${call}, 203.0.113.30`)).status).toBe(200);
    }
    expectChallenge(await donate('198.51.100.99, 203.0.113.30'));
  });

  it('does not spend the allowance on requests it refuses as malformed', async () => {
    for (let call = 0; call < CHECKOUTS + 2; call += 1) {
      const bad = await postApi('/api/checkout/donation', donationBody({ amount: -1 }), from('203.0.113.40'));
      expect(bad.status).toBe(400);
    }
    for (let call = 0; call < CHECKOUTS; call += 1) expect((await donate('203.0.113.40')).status).toBe(200);
  });
});

describe('the check pledge limit', () => {
  it(`lets exactly ${PLEDGES} of ${PLEDGES + 1} simultaneous pledges from one network through`, async () => {
    const answers = await Promise.all(Array.from({ length: PLEDGES + 1 }, () => pledge('203.0.113.50')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(PLEDGES).fill(201), 429]);
    expectChallenge(answers.find((answer) => answer.status === 429)!);
    expect(await countDocs(admin.db, 'community_partners')).toBe(PLEDGES);
    expect((await pledge('203.0.113.51')).status).toBe(201);
  });

  it('keeps its own count, apart from checkouts', async () => {
    for (let call = 0; call < CHECKOUTS; call += 1) expect((await donate('203.0.113.60')).status).toBe(200);
    expect((await pledge('203.0.113.60')).status).toBe(201);
  });
});

describe('the counters', () => {
  it('hold no address in clear and carry the expiry their TTL policy deletes them by', async () => {
    await donate('203.0.113.70');
    await pledge('203.0.113.70');
    const counters = (await admin.db.collection(COUNTERS).get()).docs;
    const byScope = (scope: string) => counters.filter((doc) => doc.get('scope') === scope);
    expect(byScope('network').map((doc) => doc.get('count'))).toEqual([1, 1]);
    expect(byScope('all').map((doc) => [doc.id.split('_')[0], doc.get('count')])).toEqual([
      ['all', 1],
      ['all', 1],
    ]);
    for (const counter of counters) {
      expect(`${counter.id} ${JSON.stringify(counter.data())}`).not.toContain('203.0.113');
      const expiresAt = counter.get('expires_at').toMillis();
      expect(expiresAt).toBeGreaterThan(counter.get('window_start').toMillis() + 60 * 60_000);
    }
  });
});

/** The hourly caps of all clients, saved in the settings as the office would (the functions read them afresh). */
async function saveCaps(limits: SchoolSettings['limits']) {
  const settings = {
    ...structuredClone(defaultSettings),
    limits,
    revision: 1,
    updated_at: new Date().toISOString(),
  };
  await admin.db.doc(SETTINGS_PATH).set(settings);
}

type Stopped = { network: number; challenged: number; proof: number };

/** The calls stopped this hour, as counted for the office (each instance writes its tally within a second). */
async function stoppedThisHour(limit: 'checkout' | 'check_pledge', expected: number): Promise<Stopped> {
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const ref = admin.db.doc(`${COUNTERS}/refused_${limit}_${hour}`);
  const deadline = Date.now() + 10_000;
  let counted: Stopped = { network: 0, challenged: 0, proof: 0 };
  while (Date.now() < deadline) {
    const doc = await ref.get();
    counted = {
      network: doc.get('network') ?? 0,
      challenged: doc.get('challenged') ?? 0,
      proof: doc.get('proof') ?? 0,
    };
    if (counted.network + counted.challenged + counted.proof >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return counted;
}

/** The hour's total of all clients for `limit`, summed over its shards, and the most any one shard took. */
async function totalThisHour(limit: 'checkout' | 'check_pledge') {
  const shards = (await admin.db.collection(COUNTERS).where('scope', '==', 'all').get()).docs.filter(
    (doc) => doc.get('limit') === limit,
  );
  const counts = shards.map((doc) => doc.get('count') as number);
  return {
    total: counts.reduce((sum, count) => sum + count, 0),
    most: Math.max(0, ...counts),
    shards: counts.length,
  };
}

describe('the hourly threshold of all clients together', () => {
  afterEach(async () => {
    await admin.db.doc(SETTINGS_PATH).delete();
  });

  it(`starts at ${defaultSettings.limits.checkPledgesPerHour} check pledges: past it, calls from fresh addresses are asked for a challenge, not refused`, async () => {
    const cap = defaultSettings.limits.checkPledgesPerHour;
    const pledgeFrom = (index: number) =>
      postApi(
        '/api/pledges/check',
        sponsorBody({ plan: undefined, level: 'platinum' }),
        from(`198.18.${index >> 8}.${index & 255}`),
      );
    for (let index = 0; index < cap; index += 1) expect((await pledgeFrom(index)).status).toBe(201);
    for (let index = cap; index < cap + 10; index += 1) expectChallenge(await pledgeFrom(index));

    const partners = (await admin.db.collection('community_partners').get()).docs;
    const pledged = partners.reduce((sum, doc) => sum + (doc.get('total_pledged_amt') as number), 0);
    expect(partners).toHaveLength(cap);
    expect(pledged).toBe(cap * 3000);
    expect(await stoppedThisHour('check_pledge', 10)).toEqual({ network: 0, challenged: 10, proof: 0 });
  });

  it('take the figures saved in the settings, and a header cannot reset them', async () => {
    await saveCaps({ checkPledgesPerHour: 50, checkoutsPerHour: 3 });
    for (let call = 0; call < 3; call += 1) expect((await donate(`198.19.0.${call}`)).status).toBe(200);
    const before = await written();
    // Another address, another header, no header: all asked for a challenge, nothing reaches Stripe or Firestore.
    expectChallenge(await donate('198.19.0.99'));
    expectChallenge(await sponsor('2001:db8:99::1'));
    expectChallenge(await postApi('/api/checkout/donation', donationBody()));
    expect(await written()).toEqual(before);
    expect(await stoppedThisHour('checkout', 3)).toEqual({ network: 0, challenged: 3, proof: 0 });
    // Check pledges keep their own threshold.
    expect((await pledge('198.19.0.99')).status).toBe(201);
  });

  it("count a network's own challenges apart, without spending the threshold of all clients", async () => {
    await saveCaps({ checkPledgesPerHour: PLEDGES + 2, checkoutsPerHour: 300 });
    for (let call = 0; call < PLEDGES; call += 1) expect((await pledge('203.0.113.80')).status).toBe(201);
    for (let call = 0; call < 5; call += 1) expectChallenge(await pledge('203.0.113.80'));
    expect(await stoppedThisHour('check_pledge', 5)).toEqual({ network: 0, challenged: 5, proof: 0 });
    // The network's challenged calls took none of the two pledges left for everyone else.
    expect((await pledge('203.0.113.81')).status).toBe(201);
    expect((await pledge('203.0.113.82')).status).toBe(201);
    expectChallenge(await pledge('203.0.113.83'));
  });

  it('count 100 simultaneous calls without losing one, spread over shards so no document is hot', async () => {
    await saveCaps({ checkPledgesPerHour: 1000, checkoutsPerHour: 300 });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => pledge(`198.18.9.${index}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(100).fill(201));
    const { total, most, shards } = await totalThisHour('check_pledge');
    expect(total).toBe(100);
    // 100 calls over 16 shards at random: about 6 each; one document taking a quarter would be a hot spot.
    expect(shards).toBeGreaterThan(4);
    expect(most).toBeLessThanOrEqual(25);
  });
});
