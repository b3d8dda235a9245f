import { messages } from '@hope/domain/messages';
import { describe, expect, it } from 'vitest';
import { TEST_ABUSE_LIMITS } from '../../scripts/src/lib/local-config';
import { donationBody, postApi } from '../support/api';
import { memberToken } from '../support/callable';
import { urls } from '../support/emulators';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { useReceiptsBed } from '../support/receipts-bed';
import { expectDelivered, sandbox } from '../support/sandbox';
import { SITE_HOST, solve, throughSite } from '../support/step-up';
import { burst, directCall } from '../support/flood';

// The suites run the functions with these limits (scripts/src/lib/emulator-suites.ts).
const OPENS = Number(TEST_ABUSE_LIMITS.ABUSE_PORTAL_OPENS_PER_WINDOW);
const CHECKOUTS = Number(TEST_ABUSE_LIMITS.ABUSE_CHECKOUTS_PER_WINDOW);

const bed = useReceiptsBed();

/** A paid monthly gift of 3 x $30, and the manage link of its first receipt. */
async function monthlyGift(email: string, language = 'en'): Promise<{ id: string; token: string }> {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ donation_type: 'monthly', amount: 90, months: 3, email, language }),
  );
  expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  const [message] = await bed.inbox(email);
  // The receipt is in the gift's language; either way its manage line carries the link.
  const link = message!.text!.match(
    /(?:Update your card or cancel your monthly gift|Actualice su tarjeta o cancele su donación mensual): (\S+)/,
  )?.[1];
  return { id: body.id, token: new URL(link!).searchParams.get('t')! };
}

/**
 * Opens a manage link from one client network through the site, as a donor's browser does (the answer is not
 * followed); `proof`, a solved challenge, rides in the link as the site's /manage-gift page sends it.
 */
const open = (token: string, address = '198.51.100.7', language = 'en-US', proof?: string) =>
  fetch(
    `${urls.functionsBase}/api/portal?t=${encodeURIComponent(token)}${proof ? `&proof=${encodeURIComponent(proof)}` : ''}`,
    { redirect: 'manual', headers: { ...throughSite(address), 'accept-language': language } },
  );

/** The challenge a link opened past the limits is sent to the site's /manage-gift page with. */
function challengeSentWith(answer: Response) {
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location')!);
  expect(`${location.host}${location.pathname}`).toBe(`${SITE_HOST}/manage-gift`);
  return JSON.parse(Buffer.from(location.searchParams.get('c')!, 'base64url').toString()) as Parameters<
    typeof solve
  >[0];
}

const heading = async (answer: Response) => (await answer.text()).match(/<h1>(.*?)<\/h1>/)?.[1];

describe('the manage link’s portal', () => {
  it(`sends the opening after ${OPENS} from one network to the site's challenge page, and opens the portal with its proof once`, async () => {
    const { token } = await monthlyGift('limit@example.com');
    for (let call = 0; call < OPENS; call += 1) expect((await open(token, '203.0.113.40')).status).toBe(303);
    const proof = await solve(challengeSentWith(await open(token, '203.0.113.40')));
    const opened = await open(token, '203.0.113.40', 'en-US', proof);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toContain('/portal/');
    // The same proof again (Back, or a copy of the link) gets a page that says what to do, in words.
    const replayed = await open(token, '203.0.113.40', 'en-US', proof);
    expect(replayed.status).toBe(403);
    expect(replayed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await replayed.text()).toContain(messages.abuse.proofReused);
    expect((await open(token, '203.0.113.41')).status).toBe(303);
  });

  it('610 openings of a donor’s link from forged addresses at the function’s own address leave the donor able to open it', async () => {
    // Past all clients' 600 openings an hour, the hourly cap used to refuse everyone, the donor too.
    const { token } = await monthlyGift('flooded@example.com');
    const path = `/api/portal?t=${encodeURIComponent(token)}`;
    const junk = await burst(610, 20, (index) => directCall(path, index, { method: 'GET' }));
    expect(junk).toEqual({ 303: 610 });
    const portalSessions = async () =>
      (await sandbox.requests()).filter((entry) => entry.path === '/v1/billing_portal/sessions').length;
    expect(await portalSessions()).toBe(0);
    const opened = await open(token, '203.0.113.60');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toContain('/portal/');
  });

  it('sends a direct call of the function (skipping Hosting) to the challenge every time', async () => {
    const { token } = await monthlyGift('direct@example.com');
    const direct = await fetch(`${urls.functionsBase}/api/portal?t=${encodeURIComponent(token)}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': '203.0.113.1, 203.0.113.2' },
    });
    challengeSentWith(direct);
  });

  it('has a limit of its own: a network that used up its checkouts still opens its link', async () => {
    const { token } = await monthlyGift('own-limit@example.com');
    const from = { headers: throughSite('203.0.113.50') };
    for (let call = 0; call < CHECKOUTS; call += 1)
      expect((await postApi('/api/checkout/donation', donationBody(), from)).status).toBe(200);
    expect((await postApi('/api/checkout/donation', donationBody(), from)).status).toBe(429);
    expect((await open(token, '203.0.113.50')).status).toBe(303);
  });

  it("speaks the family's language: Stripe's portal opens in the gift's, a bad link's page in the browser's", async () => {
    const { token } = await monthlyGift('familia@example.com', 'es');
    expect((await open(token, '198.51.100.8', 'en-US')).status).toBe(303);
    const portals = (await sandbox.requests()).filter(
      (entry) => entry.path === '/v1/billing_portal/sessions',
    );
    expect(portals.at(-1)?.body).toMatchObject({ locale: 'es' });

    const altered = await open(`${token}x`, '198.51.100.8', 'es-MX,es;q=0.9,en;q=0.8');
    expect(altered.status).toBe(400);
    const html = await altered.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Este enlace no es válido</h1>');
    expect(html).toContain('/?lang=es');
    expect(await heading(await open(`${token}x`, '198.51.100.8', 'en-US'))).toBe('This link is not valid');
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
