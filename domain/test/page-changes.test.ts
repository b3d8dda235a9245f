import { describe, expect, it } from 'vitest';
import {
  approvePage,
  deletePage,
  editPage,
  hidePage,
  isEditKey,
  pageActionRequestSchema,
  pageCreatedMessage,
  pageGiftMessage,
  pageHiddenMessage,
  pageApprovedMessage,
  pageManageMessages,
  pageManageRequestSchema,
  newStudentPage,
  pausePage,
  resumePage,
  unhidePage,
} from '../src/pages';
import { defaultSettings } from '../src/settings/sample-settings';
import { pageOf } from './page-fixtures';

const now = new Date('2026-11-03T12:00:00.000Z');
const form = {
  firstName: 'Mia',
  lastInitial: 'S',
  gradeTeacher: defaultSettings.classes[1]!.label,
  goal: 100,
  message: 'New words',
  parentName: 'Sam Smith',
  email: 'sam@example.com',
};

describe('the parent changing a page', () => {
  it('pauses and resumes it; twice is once', () => {
    const paused = pausePage(pageOf(), now);
    expect(paused).toMatchObject({ ok: true, changed: true, page: { status: 'paused' } });
    if (!paused.ok) return;
    expect(pausePage(paused.page, now)).toMatchObject({ ok: true, changed: false });
    expect(resumePage(paused.page, now)).toMatchObject({ ok: true, page: { status: 'active' } });
    expect(resumePage(pageOf(), now)).toMatchObject({ ok: true, changed: false });
  });

  it('cannot resume a page the school hid, and is told why', () => {
    const hidden = pageOf({ status: 'hidden', hidden_reason: 'A surname in the message' });
    expect(resumePage(hidden, now)).toEqual({
      ok: false,
      error: 'This page was hidden by the school: A surname in the message',
    });
    expect(pausePage(hidden, now).ok).toBe(false);
  });

  it('edits every field but keeps the state, and nothing after a delete', () => {
    const request = pageManageRequestSchema(defaultSettings).parse({
      key: 'k'.repeat(43),
      op: 'update',
      form,
    });
    if (request.op !== 'update') throw new Error('update expected');
    const edited = editPage(pageOf({ status: 'paused' }), request.form, now);
    expect(edited).toMatchObject({
      ok: true,
      page: { first_name: 'Mia', goal: 100, status: 'paused', updated_at: now.toISOString() },
    });
    const deleted = deletePage(pageOf(), now);
    expect(deleted).toMatchObject({ ok: true, page: { status: 'deleted', message: '' } });
    if (!deleted.ok) return;
    expect(editPage(deleted.page, request.form, now)).toEqual({ ok: false, error: 'This page was deleted' });
    expect(deletePage(deleted.page, now)).toMatchObject({ ok: true, changed: false });
  });

  it("edits the child's fields only: the family's name and email stay, whatever the form carries", () => {
    const request = pageManageRequestSchema(defaultSettings).parse({
      key: 'k'.repeat(43),
      op: 'update',
      form: { ...form, parentName: 'Someone Else', email: 'else@example.com' },
    });
    if (request.op !== 'update') throw new Error('update expected');
    expect(request.form).not.toHaveProperty('email');
    const page = pageOf();
    const edited = editPage(page, request.form, now);
    expect(edited).toMatchObject({
      ok: true,
      page: { first_name: 'Mia', parent_name: page.parent_name, parent_email: page.parent_email },
    });
    const childOnly = pageManageRequestSchema(defaultSettings).safeParse({
      key: 'k'.repeat(43),
      op: 'update',
      form: { firstName: 'Mia', lastInitial: 'R', gradeTeacher: form.gradeTeacher, goal: '', message: '' },
    });
    expect(childOnly.success).toBe(true);
  });

  it('tells a key the functions make from other text, and refuses an unknown operation', () => {
    const schema = pageManageRequestSchema(defaultSettings);
    expect(isEditKey('short')).toBe(false);
    expect(isEditKey('k'.repeat(43))).toBe(true);
    expect(schema.safeParse({ key: 'k'.repeat(43), op: 'publish' }).success).toBe(false);
    expect(schema.safeParse({ op: 'read' }).success).toBe(false);
  });
});

describe('the school hiding a page', () => {
  it('hides with a reason and shows it again; repeating changes nothing', () => {
    const hidden = hidePage(pageOf(), 'Please remove the surname', now);
    expect(hidden).toMatchObject({ ok: true, changed: true, page: { status: 'hidden' } });
    if (!hidden.ok) return;
    expect(hidePage(hidden.page, 'Please remove the surname', now)).toMatchObject({ changed: false });
    expect(unhidePage(hidden.page, now)).toMatchObject({
      changed: true,
      page: { status: 'active', hidden_reason: null },
    });
    expect(unhidePage(pageOf(), now)).toMatchObject({ changed: false });
  });

  it('needs a reason of 1 to 300 characters and a page code', () => {
    const parse = (body: unknown) => pageActionRequestSchema.safeParse(body).success;
    expect(parse({ op: 'hide', code: 'mayar23', reason: 'Surname' })).toBe(true);
    expect(parse({ op: 'hide', code: 'mayar23', reason: ' ' })).toBe(false);
    expect(parse({ op: 'hide', code: 'mayar23', reason: 'x'.repeat(301) })).toBe(false);
    expect(parse({ op: 'unhide', code: '../x' })).toBe(false);
  });
});

describe("the parent's mails", () => {
  const page = pageOf({ parent_name: 'Rosa <b>' });
  it('gives both links when the page is made, escaped in the HTML', () => {
    const mail = pageCreatedMessage(
      { page, pageUrl: 'https://x.org/s/mayar23', manageUrl: 'https://x.org/s/mayar23/manage#key=abc' },
      defaultSettings,
    );
    expect(mail.text).toContain('https://x.org/s/mayar23/manage#key=abc');
    expect(mail.html).toContain('Rosa &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    // No mail names a student: the page's link says which.
    expect(`${mail.subject}${mail.text}`).not.toContain('Maya');
  });

  it('names the giver and amount only when given, and tells the reason of a hiding', () => {
    const named = pageGiftMessage(
      { page, pageUrl: 'u', giver: { name: 'Grandma Jo', amount: 50 } },
      defaultSettings,
    );
    expect(named.text).toContain('Grandma Jo gave $50.00');
    const quiet = pageGiftMessage({ page, pageUrl: 'u', giver: null }, defaultSettings);
    expect(quiet.text).not.toMatch(/\$/);
    expect(
      pageHiddenMessage({ page, pageUrl: 'u', reason: 'A phone number' }, defaultSettings).text,
    ).toContain('The reason: A phone number');
  });

  it("writes every mail in the parent's language, English for a page made before languages", () => {
    const spanish = pageOf({ parent_name: 'Rosa', language: 'es' });
    const links = {
      pageUrl: 'https://x.org/s/mayar23',
      manageUrl: 'https://x.org/s/mayar23/manage?lang=es#key=k',
    };
    const mails = [
      pageCreatedMessage({ page: spanish, ...links }, defaultSettings),
      pageGiftMessage(
        { page: spanish, pageUrl: 'u', giver: { name: 'Abuela', amount: 50 } },
        defaultSettings,
      ),
      pageGiftMessage({ page: spanish, pageUrl: 'u', giver: null }, defaultSettings),
      pageHiddenMessage({ page: spanish, pageUrl: 'u', reason: 'Un teléfono' }, defaultSettings),
    ];
    expect(mails.map((mail) => mail.subject)).toEqual([
      'La página de su estudiante está lista para compartir',
      'Una donación a través de la página de su estudiante',
      'Una donación a través de la página de su estudiante',
      'La página de su estudiante fue ocultada',
    ]);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hola, Rosa:/);
      expect(mail.text).not.toMatch(/\b(Hello|Thank you|student's page|gave)\b/);
    }
    expect(mails[0]!.text).toContain('https://x.org/s/mayar23/manage?lang=es#key=k');
    expect(mails[1]!.text).toContain('Abuela donó $50.00');
    expect(mails[3]!.text).toContain('El motivo: Un teléfono');
    const { language: _absent, ...before } = spanish;
    expect(pageCreatedMessage({ page: before, ...links }, defaultSettings).subject).toBe(
      "Your student's page is ready to share",
    );
  });
});

describe('a page made while the school approves pages first', () => {
  const awaiting = () =>
    newStudentPage(
      'mayar23',
      { ...form, language: 'en' },
      {
        campaignId: '2026-27',
        editKeyHash: 'hash',
        now,
        approval: true,
      },
    );

  it('waits for the office: no visitor sees it, and the family can neither pause nor resume it', () => {
    const page = awaiting();
    expect(page.status).toBe('awaiting');
    expect(
      newStudentPage('mayar24', { ...form, language: 'en' }, { campaignId: '', editKeyHash: 'h', now })
        .status,
    ).toBe('active');
    for (const change of [pausePage(page, now), resumePage(page, now)])
      expect(change).toEqual({ ok: false, error: pageManageMessages.awaiting });
    const message = pageCreatedMessage(
      { page, pageUrl: 'https://x/s/mayar23', manageUrl: 'https://x/m' },
      defaultSettings,
    );
    expect(message.subject).toBe("Your student's page is waiting for the school's approval");
    expect(message.text).toContain('once the school approves it');
  });

  it('goes live when approved, once; the family is told in their language', () => {
    const approved = approvePage(awaiting(), now);
    expect(approved).toMatchObject({ ok: true, changed: true, page: { status: 'active' } });
    if (!approved.ok) return;
    expect(approvePage(approved.page, now)).toMatchObject({ ok: true, changed: false });
    expect(approvePage({ ...approved.page, status: 'deleted' }, now)).toEqual({
      ok: false,
      error: pageManageMessages.deleted,
    });
    const spanish = pageApprovedMessage(
      { page: { ...approved.page, language: 'es' }, pageUrl: 'https://x/s/mayar23' },
      defaultSettings,
    );
    expect(spanish.text).toContain('aprobó la página de su estudiante');
    expect(pageActionRequestSchema.parse({ op: 'approve', code: 'mayar23' })).toEqual({
      op: 'approve',
      code: 'mayar23',
    });
  });
});
