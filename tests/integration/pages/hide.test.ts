import { describe, expect, it } from 'vitest';
import { callFunction, memberToken } from '../../support/callable';
import { getPage, makePage, managePage, mailTo, usePagesBed } from '../../support/pages-bed';

usePagesBed();
const reason = 'The message names a surname; please edit it';

describe('the office hiding a page (pageAction)', () => {
  it('hides it with a reason the parent is mailed; the page is unavailable and the parent cannot resume it', async () => {
    const { code, key } = await makePage();
    const token = await memberToken('pages-admin@example.org', { role: 'admin' });
    expect(await callFunction('pageAction', { op: 'hide', code, reason }, token)).toMatchObject({
      status: 200,
      result: { changed: true },
    });
    const mail = await mailTo('rosa@example.com', /Your student's page was hidden/);
    expect(mail.text).toContain(`The reason: ${reason}`);
    expect(JSON.parse((await getPage(code)).text)).toEqual({ state: 'unavailable' });
    expect(await managePage(code, { key, op: 'resume' })).toMatchObject({
      status: 400,
      body: { error: `This page was hidden by the school: ${reason}` },
    });
    expect(await managePage(code, { key, op: 'read' })).toMatchObject({
      body: { page: { status: 'hidden', hiddenReason: reason } },
    });

    // Hiding again changes nothing; showing it again makes it active.
    expect(await callFunction('pageAction', { op: 'hide', code, reason }, token)).toMatchObject({
      result: { changed: false },
    });
    expect(await callFunction('pageAction', { op: 'unhide', code }, token)).toMatchObject({
      result: { changed: true },
    });
    expect(JSON.parse((await getPage(code)).text)).toMatchObject({ state: 'active' });
  });

  it('refuses viewers, visitors, a missing reason and an unknown page', async () => {
    const { code } = await makePage();
    const viewer = await memberToken('pages-viewer@example.org', { role: 'viewer' });
    const owner = await memberToken('pages-owner@example.org', { role: 'owner' });
    expect(await callFunction('pageAction', { op: 'hide', code, reason }, viewer)).toMatchObject({
      status: 403,
    });
    expect(await callFunction('pageAction', { op: 'hide', code, reason }, null)).toMatchObject({
      status: 401,
    });
    expect(await callFunction('pageAction', { op: 'hide', code, reason: ' ' }, owner)).toMatchObject({
      status: 400,
    });
    expect(await callFunction('pageAction', { op: 'hide', code: 'zzzzzzz', reason }, owner)).toMatchObject({
      status: 404,
    });
    expect(JSON.parse((await getPage(code)).text)).toMatchObject({ state: 'active' });
  });
});
