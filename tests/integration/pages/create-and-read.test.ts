import { STUDENT_PAGES_COLLECTION } from '@hope/domain/pages';
import { SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { postApi } from '../../support/api';
import { mailbox } from '../../support/maildev';
import { getPage, makePage, PAGE_CLASS, pageForm, pagesSettings, usePagesBed } from '../../support/pages-bed';

const admin = usePagesBed();

async function nothingWritten() {
  expect((await admin.db.collection(STUDENT_PAGES_COLLECTION).get()).size).toBe(0);
  expect((await admin.db.collection('page_mail').get()).size).toBe(0);
}

describe('POST /api/pages', () => {
  it('makes the page and mails the parent its link and the private manage link, key in the fragment', async () => {
    const { code, path, key, mail } = await makePage();
    expect(code).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{7}$/);
    expect(path).toBe(`/s/${code}`);
    expect(mail.text).toContain(`http://localhost:5173/s/${code}\n`);
    expect(mail.text).toContain(`http://localhost:5173/s/${code}/manage#key=${key}`);
    expect(await mailbox.html(mail.id)).toContain(`/s/${code}/manage#key=${key}`);

    const stored = (await admin.db.doc(`${STUDENT_PAGES_COLLECTION}/${code}`).get()).data()!;
    expect(stored).toMatchObject({
      first_name: 'Maya',
      last_initial: 'R',
      grade_teacher: PAGE_CLASS,
      goal: null,
      parent_email: 'rosa@example.com',
      status: 'active',
      campaign_id: pagesSettings.campaigns[0]!.id,
    });
    // The page keeps only the key's hash: the key is in the parent's mail alone.
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored.edit_key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses each bad input with the form’s sentence, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, "Please enter your student's first name"],
      [
        { firstName: 'Maya Rodriguez-Smith-Jones-and-more-words' },
        'Please shorten the first name to 30 characters or fewer',
      ],
      [{ lastInitial: 'Rodriguez' }, 'Please enter one letter for the last initial'],
      // A surname beside the first name would go public with the class at once.
      [{ firstName: 'Maya Rodriguez' }, 'Please enter only the first name, in letters'],
      // The parent's name is mailed to the address typed: a name, never a message of the visitor's own.
      [
        { parentName: 'Your bank account is locked, call 555 0199' },
        'Please enter your name in letters, as people write it',
      ],
      [{ gradeTeacher: 'Room 999' }, 'Please select a grade and teacher'],
      [{ goal: 0 }, 'Please enter a goal of at least $1 or leave it empty'],
      [{ message: 'x'.repeat(281) }, 'Please shorten the message to 280 characters or fewer'],
      [{ message: 'Give at www.example.com please' }, 'Please remove links from the message'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    ];
    for (const [change, error] of cases) {
      const answer = await postApi('/api/pages', pageForm(change));
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 400, body: { error } });
    }
    await nothingWritten();
  });

  it('refuses a filled honeypot, and answers 404 while the school has pages turned off', async () => {
    for (const trap of [{ website: 'https://spam.example' }, { fax: '555' }])
      expect((await postApi('/api/pages', pageForm(trap))).status).toBe(400);
    await admin.db
      .doc(SETTINGS_PATH)
      .set({ ...pagesSettings, studentPages: { ...pagesSettings.studentPages, enabled: false } });
    expect(await postApi('/api/pages', pageForm())).toMatchObject({
      status: 404,
      body: { error: 'Student pages are not open right now' },
    });
    await nothingWritten();
  });
});

describe('GET /api/pages/<code>', () => {
  it('shows the first name, initial, class, goal and message, and nothing of the family', async () => {
    const { code } = await makePage({ goal: 400 });
    const { status, text } = await getPage(code);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      state: 'active',
      page: {
        code,
        firstName: 'Maya',
        lastInitial: 'R',
        gradeTeacher: PAGE_CLASS,
        goal: 400,
        message: 'Help my class go to the science museum!',
        raised: 0,
        gifts: 0,
        // No pledge drive is open.
        drive: null,
      },
    });
    for (const secret of ['Rosa', 'rosa@example.com', 'Rodriguez', 'edit_key', 'parent'])
      expect(text).not.toContain(secret);
  });

  it('gives one answer for an unknown code, a code that is not one, and pages turned off', async () => {
    const { code } = await makePage();
    for (const other of ['zzzzzzz', 'not-a-code', '..%2Fsettings'])
      expect(JSON.parse((await getPage(other)).text)).toEqual({ state: 'unavailable' });
    await admin.db
      .doc(SETTINGS_PATH)
      .set({ ...pagesSettings, studentPages: { ...pagesSettings.studentPages, enabled: false } });
    expect(JSON.parse((await getPage(code)).text)).toEqual({ state: 'unavailable' });
  });
});
