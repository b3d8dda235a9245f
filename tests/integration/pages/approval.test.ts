import { SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { postApi } from '../../support/api';
import { callFunction, memberToken } from '../../support/callable';
import {
  getPage,
  mailTo,
  managePage,
  pageForm,
  pagesSettings,
  usePagesBed,
  type Created,
} from '../../support/pages-bed';

/*
 * A school that approves pages first: a child's first name and class go public only once a member has looked.
 */

const admin = usePagesBed();

async function makeAwaitingPage() {
  await admin.db.doc(SETTINGS_PATH).set({
    ...pagesSettings,
    studentPages: { ...pagesSettings.studentPages, approval: true },
  });
  const { status, body } = await postApi<Created>('/api/pages', pageForm());
  expect(status).toBe(201);
  const mail = await mailTo('rosa@example.com', /waiting for the school's approval/);
  const key = new RegExp(`/s/${body.code}/manage#key=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')![1]!;
  return { code: body.code, key, mail };
}

describe('new pages waiting for the office (studentPages.approval)', () => {
  it('shows a new page to no visitor until a member approves it; the family is mailed at each step', async () => {
    const { code, key, mail } = await makeAwaitingPage();
    expect(mail.text).toContain('once the school approves it');
    expect(JSON.parse((await getPage(code)).text)).toEqual({ state: 'unavailable' });
    expect(await managePage(code, { key, op: 'read' })).toMatchObject({
      body: { page: { status: 'awaiting' } },
    });
    expect(await managePage(code, { key, op: 'resume' })).toMatchObject({
      status: 400,
      body: {
        error: 'The school has not approved this page yet: it shows to visitors once the office approves it',
      },
    });
    // No gift can be given through it meanwhile.
    const gift = await postApi('/api/checkout/donation', {
      donation_type: 'one_time',
      amount: 25,
      parent_name: 'Ana Garcia',
      email: 'ana@example.com',
      pageCode: code,
    });
    expect(gift).toMatchObject({ status: 400, body: { error: 'This student page is not available' } });

    const viewer = await memberToken('pages-viewer@example.org', { role: 'viewer' });
    expect(await callFunction('pageAction', { op: 'approve', code }, viewer)).toMatchObject({ status: 403 });
    const member = await memberToken('pages-admin@example.org', { role: 'admin' });
    expect(await callFunction('pageAction', { op: 'approve', code }, member)).toMatchObject({
      status: 200,
      result: { changed: true },
    });
    expect(JSON.parse((await getPage(code)).text)).toMatchObject({ state: 'active' });
    const live = await mailTo('rosa@example.com', /ready to share/);
    expect(live.text).toContain('approved your student');
    // Approving again changes nothing and mails nothing more.
    expect(await callFunction('pageAction', { op: 'approve', code }, member)).toMatchObject({
      result: { changed: false },
    });
  });

  it('leaves pages live at once while the setting is off', async () => {
    const { body } = await postApi<Created>('/api/pages', pageForm());
    await mailTo('rosa@example.com', /page is ready to share/);
    expect(JSON.parse((await getPage(body.code)).text)).toMatchObject({ state: 'active' });
  });
});
