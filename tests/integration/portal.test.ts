import { messages } from '@hope/domain/messages';
import { describe, expect, it } from 'vitest';
import { TEST_ABUSE_LIMITS } from '../../scripts/src/lib/local-config';
import { donationBody, postApi } from '../support/api';
import { memberToken } from '../support/callable';
import { urls } from '../support/emulators';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { useReceiptsBed } from '../support/receipts-bed';
import { expectDelivered, sandbox } from '../support/sandbox';

// The suites run the functions with these limits (scripts/src/lib/emulator-suites.ts).
const OPENS = Number(TEST_ABUSE_LIMITS.ABUSE_PORTAL_OPENS_PER_WINDOW);
const CHECKOUTS = Number(TEST_ABUSE_LIMITS.ABUSE_CHECKOUTS_PER_WINDOW);

const bed = useReceiptsBed();

/** A paid monthly gift of 3 x $30, and the manage link of its first receipt. */
async function monthlyGift(email: string): Promise<{ id: string; token: string }> {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ donation_type: 'monthly', amount: 90, months: 3, email }),
  );
  expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  const [message] = await bed.inbox(email);
  const link = message!.text!.match(/Update your card or cancel your monthly gift: (\S+)/)?.[1];
  return { id: body.id, token: new URL(link!).searchParams.get('t')! };
}

/** Opens a manage link from one client network, as a donor's browser does (the answer is not followed). */
const open = (token: string, address = '198.51.100.7') =>
  fetch(`${urls.functionsBase}/api/portal?t=${encodeURIComponent(token)}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': address },
  });

const heading = async (answer: Response) => (await answer.text()).match(/<h1>(.*?)<\/h1>/)?.[1];

describe('the manage link’s portal', () => {
  it(`answers the opening after ${OPENS} from one network with 429 and a page, not an error`, async () => {
    const { token } = await monthlyGift('limit@example.com');
    for (let call = 0; call < OPENS; call += 1) expect((await open(token, '203.0.113.40')).status).toBe(303);
    const refused = await open(token, '203.0.113.40');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(messages.abuse.tooManyAttempts);
    expect((await open(token, '203.0.113.41')).status).toBe(303);
  });

  it('has a limit of its own: a network that used up its checkouts still opens its link', async () => {
    const { token } = await monthlyGift('own-limit@example.com');
    const from = { headers: { 'x-forwarded-for': '203.0.113.50' } };
    for (let call = 0; call < CHECKOUTS; call += 1)
      expect((await postApi('/api/checkout/donation', donationBody(), from)).status).toBe(200);
    expect((await postApi('/api/checkout/donation', donationBody(), from)).status).toBe(429);
    expect((await open(token, '203.0.113.50')).status).toBe(303);
  });

  it('stops opening once the plan has ended, with a page that says so', async () => {
    const { id, token } = await monthlyGift('ended@example.com');
    expect((await open(token)).status).toBe(303);
    const cancelled = await bed.act({
      action: 'cancel_plan',
      collection: 'donations',
      id,
      when: 'now',
      note: '',
    });
    expect(cancelled.error).toBeUndefined();
    const answer = await open(token);
    expect(answer.status).toBe(410);
    expect(await heading(answer)).toBe('This monthly gift has ended');
  });

  it('is turned off for one record by an owner or admin, never by a viewer, and says so', async () => {
    const { id, token } = await monthlyGift('revoked@example.com');
    const other = await monthlyGift('kept@example.com');
    const target = { collection: 'donations', id };
    const viewer = await memberToken('viewer@example.org', { role: 'viewer' });
    const refused = await bed.call('turnOffManageLink', target, viewer);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    expect((await open(token)).status).toBe(303);

    const done = await bed.call('turnOffManageLink', target);
    expect(done.error).toBeUndefined();
    const answer = await open(token);
    expect(answer.status).toBe(410);
    expect(await heading(answer)).toBe('This link has been turned off');
    expect((await open(other.token)).status).toBe(303);
    const history = await bed.admin.db
      .collection('record_events')
      .where('record_id', '==', id)
      .where('kind', '==', 'manage_link_turned_off')
      .get();
    expect(history.size).toBe(1);
  });
});
