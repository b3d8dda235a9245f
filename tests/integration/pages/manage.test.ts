import { STUDENT_PAGES_COLLECTION } from '@hope/domain/pages';
import { SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import {
  getPage,
  makePage,
  managePage,
  PAGE_CLASS,
  pageForm,
  pagesSettings,
  usePagesBed,
} from '../../support/pages-bed';

const admin = usePagesBed();
const stored = async (code: string) =>
  (await admin.db.doc(`${STUDENT_PAGES_COLLECTION}/${code}`).get()).data()!;
const wrongKey = { status: 403, body: { error: 'This link does not open this page' } };

describe('POST /api/pages/<code>/manage', () => {
  it('reads, edits, pauses, resumes and deletes the page with its own key', async () => {
    const { code, key } = await makePage();
    expect(await managePage(code, { key, op: 'read' })).toMatchObject({
      status: 200,
      body: { page: { code, firstName: 'Maya', status: 'active', hiddenReason: null, raised: 0 } },
    });

    const form = pageForm({ firstName: 'Mia', goal: 120, message: 'New words' });
    expect(await managePage(code, { key, op: 'update', form })).toMatchObject({
      status: 200,
      body: { page: { firstName: 'Mia', goal: 120, message: 'New words', gradeTeacher: PAGE_CLASS } },
    });
    expect(JSON.parse((await getPage(code)).text)).toMatchObject({ page: { firstName: 'Mia' } });

    expect(await managePage(code, { key, op: 'pause' })).toMatchObject({
      body: { page: { status: 'paused' } },
    });
    expect(JSON.parse((await getPage(code)).text)).toEqual({ state: 'unavailable' });
    expect(await managePage(code, { key, op: 'resume' })).toMatchObject({
      body: { page: { status: 'active' } },
    });
    expect(JSON.parse((await getPage(code)).text)).toMatchObject({ state: 'active' });

    expect(await managePage(code, { key, op: 'delete' })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect(JSON.parse((await getPage(code)).text)).toEqual({ state: 'unavailable' });
    expect(await managePage(code, { key, op: 'resume' })).toMatchObject({
      status: 400,
      body: { error: 'This page was deleted' },
    });
    expect(await stored(code)).toMatchObject({ status: 'deleted', message: '' });
  });

  it("refuses another page's key, a made-up key and an unknown page, changing nothing", async () => {
    const maya = await makePage();
    const leo = await makePage({ firstName: 'Leo', email: 'leo.family@example.com' });
    const before = await stored(maya.code);
    for (const op of ['read', 'pause', 'delete'])
      expect(await managePage(maya.code, { key: leo.key, op })).toMatchObject(wrongKey);
    expect(
      await managePage(maya.code, { key: leo.key, op: 'update', form: pageForm({ message: 'Hacked' }) }),
    ).toMatchObject(wrongKey);
    expect(await managePage(maya.code, { key: 'x'.repeat(43), op: 'read' })).toMatchObject(wrongKey);
    expect(await managePage(maya.code, { key: '', op: 'read' })).toMatchObject(wrongKey);
    expect(await managePage('zzzzzzz', { key: maya.key, op: 'read' })).toMatchObject(wrongKey);
    expect(await stored(maya.code)).toEqual(before);
  });

  it('refuses a bad form or operation with its sentence, changing nothing', async () => {
    const { code, key } = await makePage();
    const before = await stored(code);
    expect(
      await managePage(code, { key, op: 'update', form: pageForm({ message: 'see bit.ly/x' }) }),
    ).toMatchObject({ status: 400, body: { error: 'Please remove links from the message' } });
    expect(await managePage(code, { key, op: 'update' })).toMatchObject({ status: 400 });
    expect(await managePage(code, { key, op: 'publish' })).toMatchObject({
      status: 400,
      body: { error: 'Please choose what to do with the page' },
    });
    expect(await stored(code)).toEqual(before);
  });

  it('still lets the family delete its page while the school has pages turned off', async () => {
    const { code, key } = await makePage();
    await admin.db
      .doc(SETTINGS_PATH)
      .set({ ...pagesSettings, studentPages: { ...pagesSettings.studentPages, enabled: false } });
    expect(await managePage(code, { key, op: 'delete' })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect(await stored(code)).toMatchObject({ status: 'deleted' });
  });
});
