import type { PublicProgress } from '@hope/domain/progress';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../../support/api';
import { urls } from '../../support/emulators';
import { mailbox } from '../../support/maildev';
import { sessionIdOf, type Started } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';
import { getPage, makePage, managePage, mailTo, PAGE_CLASS, usePagesBed } from '../../support/pages-bed';

const admin = usePagesBed();

function pageGift(pageCode: string, overrides: Record<string, unknown> = {}) {
  return donationBody({
    children_data: undefined,
    grade_teacher_data: undefined,
    pageCode,
    parent_name: 'Grandma Jo',
    email: 'jo@example.com',
    amount: 75,
    ...overrides,
  });
}

async function paidThroughPage(pageCode: string, overrides: Record<string, unknown> = {}) {
  const { status, body } = await postApi<Started>('/api/checkout/donation', pageGift(pageCode, overrides));
  expect(status).toBe(200);
  const { events } = await sandbox.pay(sessionIdOf(body.url));
  expectDelivered({ events });
  return { id: body.id, events };
}

const totalsOf = async (code: string) => JSON.parse((await getPage(code)).text).page;
const progress = async () =>
  (await (await fetch(`${urls.functionsBase}/api/progress`)).json()) as PublicProgress;
const giftMails = async () =>
  (await mailbox.to('rosa@example.com')).filter((mail) => /A gift through/.test(mail.subject));

describe('a gift through a student page', () => {
  it("names the page's student and class on the record, and sends Stripe nothing of the family", async () => {
    const { code } = await makePage();
    const { id } = await paidThroughPage(code, { shareWithFamily: true });
    const record = (await admin.db.doc(`donations/${id}`).get()).data()!;
    expect(record).toMatchObject({
      student_page: code,
      share_with_family: true,
      children_data: [{ name: 'Maya R.', tShirtSize: '' }],
      grade_teacher_data: [{ grade: PAGE_CLASS, teacher: PAGE_CLASS }],
      total_pledged_amt: 75,
    });
    const [create] = await sandbox.sessionCreates();
    expect(JSON.stringify(create?.body)).not.toMatch(/Maya|Rosa|Rodriguez/);
    expect(create?.body).toMatchObject({ metadata: { record_id: id, collection: 'donations' } });
    // A payer comes back to the student's page, paid (to its own thank-you) or not, never to the main page.
    expect(create?.body).toMatchObject({
      cancel_url: `${urls.web}/s/${code}`,
      success_url: `${urls.web}/s/${code}?success=true`,
    });
    // Its mail is awaited here, so that it cannot land in the next test's inbox.
    await mailTo('rosa@example.com', /A gift through/);
  });

  it("moves the page's and its class's totals once, however often Stripe replays the payment", async () => {
    const { code } = await makePage();
    const { events } = await paidThroughPage(code, { shareWithFamily: true });
    await expect.poll(() => totalsOf(code), { timeout: 20_000 }).toMatchObject({ raised: 75, gifts: 1 });
    const classOf = async () =>
      (await progress()).classes?.find((entry) => entry.gradeTeacher === PAGE_CLASS);
    await expect.poll(classOf, { timeout: 20_000 }).toMatchObject({ raised: 75, families: 1 });

    const named = await mailTo('rosa@example.com', /A gift through your student's page/);
    expect(named.text).toContain('Grandma Jo gave $75.00');

    for (const sent of events) expectDelivered(await sandbox.resend(sent.event.id));
    // A second gift, kept private: once its mail is in, the replays' triggers have long run.
    await paidThroughPage(code, { parent_name: 'Uncle Sam', email: 'sam@example.com', amount: 25 });
    await expect.poll(async () => (await giftMails()).length, { timeout: 20_000 }).toBe(2);
    const quiet = (await giftMails()).find((mail) => mail.id !== named.id)!;
    expect(quiet.text).toContain('Someone gave');
    expect(quiet.text).not.toMatch(/Uncle Sam|\$25/);

    await expect.poll(() => totalsOf(code), { timeout: 20_000 }).toMatchObject({ raised: 100, gifts: 2 });
    await expect.poll(classOf, { timeout: 20_000 }).toMatchObject({ raised: 100, families: 2 });
    expect((await giftMails()).length).toBe(2);
    expect((await progress()).classes!.map((entry) => Object.keys(entry).sort())).toContainEqual([
      'families',
      'gradeTeacher',
      'participation',
      'raised',
    ]);
  });

  it('is refused for a paused or unknown page, writing nothing', async () => {
    const { code, key } = await makePage();
    await managePage(code, { key, op: 'pause' });
    for (const pageCode of [code, 'zzzzzzz'])
      expect(await postApi('/api/checkout/donation', pageGift(pageCode))).toMatchObject({
        status: 400,
        body: { error: 'This student page is not available' },
      });
    expect((await admin.db.collection('donations').get()).size).toBe(0);
    expect(await sandbox.sessionCreates()).toHaveLength(0);
  });

  it('still needs a student for a direct gift', async () => {
    expect(
      await postApi('/api/checkout/donation', donationBody({ children_data: [], grade_teacher_data: [] })),
    ).toMatchObject({ status: 400, body: { error: 'Please add at least one student' } });
  });
});
