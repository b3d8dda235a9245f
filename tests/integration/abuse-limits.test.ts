import { messages } from '@hope/domain';
import { describe, expect, it } from 'vitest';
import { TEST_ABUSE_LIMITS } from '../../scripts/src/lib/local-config';
import { donationBody, postApi, sponsorBody } from '../support/api';
import { usePaymentsBed } from '../support/payments-bed';
import { countDocs } from '../support/records';
import { sandbox } from '../support/sandbox';

// The suites run the functions with these limits (scripts/src/lib/emulator-suites.ts); both are 10.
const CHECKOUTS = Number(TEST_ABUSE_LIMITS.ABUSE_CHECKOUTS_PER_WINDOW);
const PLEDGES = Number(TEST_ABUSE_LIMITS.ABUSE_CHECK_PLEDGES_PER_WINDOW);
const COUNTERS = 'abuse_counters';

const admin = usePaymentsBed();

/** On the emulators the rightmost X-Forwarded-For entry is the caller's address (see client-address.ts). */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
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
  it(`refuses the call after ${CHECKOUTS} from one network with 429 and a friendly text, writing nothing`, async () => {
    expect(CHECKOUTS).toBe(10);
    for (let call = 0; call < CHECKOUTS; call += 1) {
      const answer = await (call % 2 === 0 ? donate : sponsor)('203.0.113.10');
      expect(answer.status).toBe(200);
    }
    const before = await written();
    expect(before).toEqual({ donations: CHECKOUTS / 2, partners: CHECKOUTS / 2, sessions: CHECKOUTS });

    const refused = await donate('203.0.113.10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.abuse.tooManyAttempts });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sponsor('203.0.113.10')).status).toBe(429);
    expect(await written()).toEqual(before);
  });

  it('still lets another network through', async () => {
    for (let call = 0; call < CHECKOUTS; call += 1) expect((await donate('203.0.113.20')).status).toBe(200);
    expect((await donate('203.0.113.20')).status).toBe(429);
    expect((await donate('203.0.113.21')).status).toBe(200);
    expect((await sponsor('2001:db8:5::1')).status).toBe(200);
  });

  it('counts the connecting address, not the addresses a caller writes in front of it', async () => {
    for (let call = 0; call < CHECKOUTS; call += 1) {
      expect((await donate(`198.51.100.${call}, 203.0.113.30`)).status).toBe(200);
    }
    expect((await donate('198.51.100.99, 203.0.113.30')).status).toBe(429);
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
    expect(counters.map((doc) => doc.get('count'))).toEqual([1, 1]);
    for (const counter of counters) {
      expect(`${counter.id} ${JSON.stringify(counter.data())}`).not.toContain('203.0.113');
      const expiresAt = counter.get('expires_at').toMillis();
      expect(expiresAt).toBeGreaterThan(counter.get('window_start').toMillis() + 60 * 60_000);
    }
  });
});
