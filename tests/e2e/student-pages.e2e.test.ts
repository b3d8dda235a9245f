import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectVisible, hasHorizontalScroll } from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { progressHead } from '../support/progress';
import { expectHostedCheckout, onlyRecord } from '../support/public-forms';
import { createPageByApi, keyOf, manageLinkFor, recordingPhone, screenshots } from '../support/student-pages';

const CLASS = defaultSettings.classes[0]!.label;
const PARENT = { name: 'Ana Lindqvist', email: 'ana.lindqvist@example.com' };
/** What must never leave the server on a public screen: the family's surname and email. */
const PRIVATE = ['Lindqvist', PARENT.email];

const { browser, admin } = useBrowser({
  fresh: 'test',
  sandbox: true,
  mailbox: true,
  closePages: 'test',
  seed: async (db) => {
    // A campaign running today, so the public progress (and its class leaderboard) has figures to show.
    const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 20_000 };
    await db.doc(SETTINGS_PATH).set({
      ...defaultSettings,
      campaigns: [campaign],
      studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' },
    });
    const head = progressHead(db, campaign.id);
    await expect.poll(async () => (await head.get()).get('epoch'), { timeout: 20_000 }).toBeTruthy();
  },
});

const phone = () => recordingPhone(browser);

/** A parent makes Maya's page from the public page; the new page's address. */
async function makeMayasPage(page: Page): Promise<string> {
  await page.goto(`${urls.web}/`);
  await page.getByRole('link', { name: 'Make a page for my student' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Make a page for my student' }));
  await expectNoA11yViolations(page, 'the page form');
  await page.getByRole('button', { name: 'Make the page' }).click();
  await expectVisible(page.getByText("Please enter your student's first name"));
  await expectNoA11yViolations(page, 'the page form with its errors');
  await screenshots(page, 'student-page-form-errors');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last initial').fill('r');
  await page.getByLabel('Grade and teacher').selectOption(CLASS);
  await page
    .getByLabel('A short message (optional)')
    .fill('Maya is raising money for her school. Thank you!');
  await page.getByLabel('Your name').fill(PARENT.name);
  await page.getByLabel('Your email').fill(PARENT.email);
  await screenshots(page, 'student-page-form');
  await page.getByRole('button', { name: 'Make the page' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Maya R.’s page is ready' }));
  await expectVisible(page.getByText('We emailed you a private link to edit, pause or delete it.'));
  await expectVisible(page.getByRole('img', { name: 'QR code for Maya R.’s page' }));
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page, 'the new page to share');
  await screenshots(page, 'student-page-created');
  return page.getByLabel('Page link').inputValue();
}

describe("a student's page", () => {
  it('is made on a phone, shared, given through, and its gift shows on the page and for its class', async () => {
    const parent = await phone();
    const link = await makeMayasPage(parent.page);
    const code = new URL(link).pathname.split('/').pop()!;

    const relative = await phone();
    const page = relative.page;
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Support Maya R.' }));
    await expectVisible(page.getByText(CLASS, { exact: true }));
    await expectVisible(page.getByText('$0 raised of a $250 goal'));
    await expectVisible(page.getByText('Maya is raising money for her school. Thank you!'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, 'the student page');
    await screenshots(page, 'student-page');

    await page.getByRole('button', { name: 'Give' }).click();
    await expectVisible(page.getByRole('heading', { name: `For Maya R. · ${CLASS}` }));
    expect(await page.getByRole('button', { name: 'Add Student Information' }).count()).toBe(0);
    // The school's ask of each family is not a grandparent's or a neighbour's.
    expect(await page.getByText(/We ask each family/).count()).toBe(0);
    await page.getByLabel('Donation Amount').fill('40');
    await page.getByLabel('Your Name').fill('Rose Grant');
    await page.getByLabel('Email Address').fill('rose@example.com');
    await page.getByLabel('Let the family see my name and amount').check();
    await expectNoA11yViolations(page, 'the donation form of a student page');
    await screenshots(page, 'student-page-give');
    const sent = page.waitForRequest('**/api/checkout/donation');
    await page.getByRole('button', { name: 'Donate Now' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ pageCode: code, shareWithFamily: true, amount: 40 });
    await expectHostedCheckout(page, '$40.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on Maya's own page: thanked in her name, with the gift in her total at once (no cached $0).
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Thank you for supporting Maya R.!' }),
      20_000,
    );
    expect(new URL(page.url()).pathname).toBe(`/s/${code}`);
    expect(new URL(page.url()).search).toBe('');
    await expectVisible(page.getByText('$40 raised of a $250 goal'));
    await expectVisible(page.getByText('1 gift so far'));
    await expectVisible(page.getByText('rose@example.com'));
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, "the thank-you of a student's page");
    await screenshots(page, 'student-page-thanks');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share Maya R.’s page' }).click();
    await expectVisible(page.getByText('Link copied. Paste it in a message or an email.'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The page itself, from the thank-you, counts the gift too, whatever its cached read says.
    await page.getByRole('button', { name: 'Back to Maya R.’s page' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Support Maya R.' }));
    await expectVisible(page.getByText('$40 raised of a $250 goal'));

    expect(await onlyRecord(admin.db, 'donations')).toMatchObject({
      student_page: code,
      children_data: [{ name: 'Maya R.', tShirtSize: '' }],
      total_pledged_amt: 40,
    });

    // Another relative, once the page's read is no longer cached, sees the gift from the server's totals.
    const other = (await phone()).page;
    await expect
      .poll(
        async () => {
          await other.goto(link);
          await expectVisible(other.getByRole('heading', { name: 'Support Maya R.' }));
          return other.getByText('$40 raised of a $250 goal').count();
        },
        { timeout: 40_000 },
      )
      .toBe(1);
    await expectVisible(other.getByText('1 gift so far'));

    // The progress is served with a minute's cache, and this browser read it on the way back from checkout
    // (index.html preloads it): a new visitor, as the school's other families are, sees the class's gift.
    let visitor = page;
    await expect
      .poll(
        async () => {
          visitor = (await phone()).page;
          await visitor.goto(`${urls.web}/`);
          await expectVisible(visitor.getByRole('region', { name: 'Our progress' }));
          // The board lists the classes that gave, and arrives with its own code just after the figures.
          const board = visitor.getByRole('list', { name: 'Classes' });
          await board.waitFor({ timeout: 3_000 }).catch(() => undefined);
          return (await board.count())
            ? board.getByRole('listitem').filter({ hasText: CLASS }).textContent()
            : '';
        },
        { timeout: 30_000 },
      )
      .toContain('$40');
    await expectNoA11yViolations(visitor, 'the main page with the class leaderboard');
    await screenshots(visitor, 'student-pages-leaderboard');

    const html = await (await fetch(link)).text();
    const [relativeBodies, parentBodies] = [await relative.responses(), await parent.responses()];
    for (const text of PRIVATE) {
      expect(html).not.toContain(text);
      expect(relativeBodies.filter((body) => body.includes(text))).toEqual([]);
      // The family's own screens do not send it back either (the form's request carries it, once).
      expect(parentBodies.filter((body) => body.includes(text))).toEqual([]);
    }
    expect(relativeBodies.some((body) => body.includes('Maya'))).toBe(true);
    // A whole journey of three people, with the progress's cache to wait out twice.
  }, 150_000);
});

describe("the family's manage link", () => {
  it('edits, pauses, resumes and deletes the page; another page’s key opens nothing', async () => {
    const parent = await phone();
    const page = parent.page;
    const link = await makeMayasPage(page);
    const code = new URL(link).pathname.split('/').pop()!;
    const manage = await manageLinkFor(PARENT.email, code);

    const other = await createPageByApi({
      firstName: 'Leo',
      lastInitial: 'K',
      gradeTeacher: CLASS,
      goal: '',
      message: '',
      parentName: 'Kim Kay',
      email: 'kim@example.com',
    });
    const otherKey = keyOf(await manageLinkFor('kim@example.com', other));
    // The form's own address opens it too (a bookmark, a reload): no page has the code 'new'.
    await page.goto(`${urls.web}/s/new`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Make a page for my student' }));
    await page.goto(`${urls.web}/s/${code}/manage#key=${otherKey}`);
    await expectVisible(page.getByRole('heading', { name: 'This link does not open this page' }));
    await expectNoA11yViolations(page, 'the manage page with a wrong key');
    await screenshots(page, 'student-page-manage-wrong-key');

    await page.goto(manage);
    await expectVisible(page.getByRole('heading', { name: 'Manage Maya R.’s page' }));
    await expectVisible(page.getByText(/Your page is live/));
    await expectNoA11yViolations(page, 'the manage page');
    await screenshots(page, 'student-page-manage');

    await page.getByRole('button', { name: 'Edit the page' }).click();
    await page.getByLabel('A short message (optional)').fill('Maya thanks everyone who gave!');
    await page.getByLabel(/Goal/).fill('400');
    await expectNoA11yViolations(page, 'the manage page editing');
    await screenshots(page, 'student-page-manage-edit');
    await page.getByRole('button', { name: 'Save the page' }).click();
    await expectVisible(page.getByText('$0 raised of a $400 goal'));

    await page.getByRole('button', { name: 'Pause the page' }).click();
    await expectVisible(page.getByText(/Your page is paused/));
    const visitor = (await phone()).page;
    await visitor.goto(link);
    await expectVisible(visitor.getByRole('heading', { name: 'This page is not available right now' }));
    await expectNoA11yViolations(visitor, 'a paused page');
    await screenshots(visitor, 'student-page-unavailable');

    await page.getByRole('button', { name: 'Resume the page' }).click();
    await expectVisible(page.getByText(/Your page is live/));
    await visitor.goto(link);
    await expectVisible(visitor.getByText('Maya thanks everyone who gave!'));

    await page.getByRole('button', { name: 'Delete the page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Maya R.’s page?' });
    await expectVisible(dialog);
    await expectNoA11yViolations(page, 'the delete dialog');
    await screenshots(page, 'student-page-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete the page' }).click();
    await expectVisible(page.getByRole('heading', { name: 'The page is deleted' }));
    await visitor.goto(link);
    await expectVisible(visitor.getByRole('heading', { name: 'This page is not available right now' }));

    // The other family's page is untouched by all of it.
    const otherAnswer = await (await fetch(`${urls.web}/api/pages/${other}`)).json();
    expect(otherAnswer).toMatchObject({ state: 'active', page: { firstName: 'Leo' } });
  });
});
