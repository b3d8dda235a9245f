import { STUDENT_PAGES_COLLECTION, type StudentPage } from '@hope/domain/pages';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import { defaultSettings, defaultTimeZone, gradeTeacherOptions, SETTINGS_PATH } from '@hope/domain/settings';
import { formatSchoolDate, schoolDateKey } from '@hope/domain/time';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  downloadedCsv,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  screenshot,
  screenshotOf,
} from '../support/browser';
import { TEAM, useBackOffice, type Member } from '../support/browser-fixture';
import { tabTo } from '../support/keyboard';
import { eventually, mailbox } from '../support/maildev';
import { officeDonation } from '../support/receipts-bed';

const viewer = TEAM.viewer;
const [firstClass, secondClass] = gradeTeacherOptions(defaultSettings);
const now = new Date();
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

function studentPage(code: string, fields: Partial<StudentPage>): StudentPage {
  return {
    code,
    first_name: 'Maya',
    last_initial: 'R',
    grade_teacher: firstClass!,
    goal: null,
    message: 'Help our class visit the science museum!',
    parent_name: 'Ana Rivera',
    parent_email: `${code}.family@example.com`,
    status: 'active',
    hidden_reason: null,
    campaign_id: '',
    created_at: at(30),
    updated_at: at(30),
    edit_key_hash: 'a'.repeat(64),
    ...fields,
  };
}

const pages = [
  studentPage('maya234', {}),
  studentPage('sam2345', { first_name: 'Sam', last_initial: 'T', goal: 100, created_at: at(20) }),
  studentPage('benk567', {
    first_name: 'Ben',
    last_initial: 'K',
    grade_teacher: secondClass!,
    created_at: at(10),
  }),
];
const voided = { at: at(5), by: 'uid-1', reason: 'A duplicate' };
const gift = (amount: number, student_page: string | null, extra: object = {}) =>
  officeDonation({
    donation_amount: amount,
    total_pledged_amt: amount,
    created_at: at(15),
    updated_at: at(15),
    ...extra,
    ...{ student_page },
  });

const office = useBackOffice({
  members: ['viewer'],
  mailbox: true,
  closePages: 'test',
  seed: async (db) => {
    const batch = db.batch();
    for (const page of pages) batch.set(db.collection(STUDENT_PAGES_COLLECTION).doc(page.code), page);
    const donations = [
      gift(50, 'maya234'),
      gift(25.5, 'maya234'),
      gift(500, 'maya234', { voided }), // voided: counts nowhere
      gift(100, 'benk567'),
      gift(80, 'benk567', { total_pledged_amt: null }), // never paid: counts nowhere
      gift(40, null),
      gift(60, null),
    ];
    donations.forEach((doc, index) =>
      batch.set(db.collection(DONATIONS_COLLECTION).doc(`gift-${index}`), doc),
    );
    await batch.commit();
  },
});
const { admin } = office;
const open = (viewport = DESKTOP, member?: Member) => office.open('/admin/student-pages', viewport, member);

const totals = (page: Page) => page.getByRole('region', { name: 'Totals of the pages shown' });
const rowOf = (page: Page, child: string) => page.getByRole('row').filter({ hasText: child });

describe('the student pages screen', () => {
  it('lists each page with its paid, not voided gifts, and totals', async () => {
    const page = await open();
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Student pages' })
      .waitFor();
    await expectVisible(page.getByRole('heading', { name: 'Student pages', level: 1 }));
    await expectVisible(page.getByText('3 of 3 pages'));
    // Student, class, status, goal ("default" under it when the page set none), raised, gifts, created.
    const cells = async (child: string) =>
      (await rowOf(page, child).getByRole('cell').allTextContents()).slice(1, 6);
    expect(await cells('Maya R.')).toEqual([firstClass, 'Active', '$250.00default', '$75.50', '2']);
    expect(await cells('Sam T.')).toEqual([firstClass, 'Active', '$100.00', '$0.00', '0']);
    expect(await cells('Ben K.')).toEqual([secondClass, 'Active', '$250.00default', '$100.00', '1']);
    expect(await totals(page).textContent()).toBe('Pages3Raised$175.50Gifts3Goals$600.00');
    // Newest first.
    const names = await page.getByRole('table').getByRole('link').allTextContents();
    expect(names).toEqual(['Ben K.', 'Sam T.', 'Maya R.']);
    await screenshot(page, 'student-pages-1280');
    await expectNoSeriousA11yViolations(page, 'the student pages screen');
    await page.getByRole('button', { name: "Hide Sam T.'s page" }).click();
    const dialog = page.getByRole('dialog', { name: "Hide Sam T.'s page" });
    await expectVisible(dialog.getByLabel('Why is the page hidden?'));
    await screenshot(page, 'student-pages-hide-1280');
    await expectNoSeriousA11yViolations(page, 'the hide dialog on a desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('finds a page by name and filters by class and status', async () => {
    const page = await open();
    await page.getByRole('searchbox', { name: 'Search by student or parent name' }).fill('maya');
    await expectVisible(page.getByText('1 of 3 pages'));
    expect(await totals(page).textContent()).toContain('Raised$75.50');
    await page.getByRole('searchbox').fill('');
    await page.getByLabel('Class').selectOption(secondClass!);
    await expectVisible(page.getByText('1 of 3 pages'));
    await expectVisible(page.getByRole('link', { name: 'Ben K.' }));
    await page.getByLabel('Class').selectOption(firstClass!);
    await expectVisible(page.getByText('2 of 3 pages'));
    await page.getByLabel('Status').selectOption('hidden');
    await expectVisible(page.getByText('No page matches the search and filters.'));
    await page.context().close();
  });

  it(
    'lets an admin hide a page with a reason (the family is emailed) and show it again',
    { timeout: 90_000 },
    async () => {
      const page = await open(PHONE);
      await expectVisible(page.getByText('3 of 3 pages'));
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, 'student-pages-390');
      await expectNoSeriousA11yViolations(page, 'the student pages screen on a phone');

      await page.getByRole('button', { name: "Hide Maya R.'s page" }).click();
      const dialog = page.getByRole('dialog', { name: "Hide Maya R.'s page" });
      await dialog.getByRole('button', { name: 'Hide page' }).click();
      await expectVisible(dialog.getByText('Please give a reason of 1 to 300 characters'));
      await dialog.getByLabel('Why is the page hidden?').fill('The message names the family.');
      await screenshot(page, 'student-pages-hide-390');
      await expectNoSeriousA11yViolations(page, 'the hide dialog');
      await dialog.getByRole('button', { name: 'Hide page' }).click();
      // The function's first call may start it cold.
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      const card = page
        .getByRole('list', { name: 'Student pages' })
        .getByRole('listitem')
        .filter({ hasText: 'Maya R.' });
      await expectVisible(card.getByText('Hidden', { exact: true }));
      await expectVisible(card.getByText('The message names the family.'));

      const stored = (await admin.db.collection(STUDENT_PAGES_COLLECTION).doc('maya234').get()).data();
      expect(stored).toMatchObject({ status: 'hidden', hidden_reason: 'The message names the family.' });
      const mail = await eventually(
        'the family is told',
        async () => (await mailbox.to('maya234.family@example.com'))[0],
      );
      expect(`${mail.subject} ${mail.text ?? ''}`).toContain('The message names the family.');

      await page.getByRole('button', { name: "Show again Maya R.'s page" }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Show page' }).click();
      await expect
        .poll(async () =>
          (await admin.db.collection(STUDENT_PAGES_COLLECTION).doc('maya234').get()).get('status'),
        )
        .toBe('active');
      await page.context().close();
    },
  );

  it('hides a page and shows it again with the keyboard alone', { timeout: 90_000 }, async () => {
    const page = await open();
    await expectVisible(page.getByText('3 of 3 pages'));
    await tabTo(page, "Hide Sam T.'s page");
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Hide Sam T.'s page" });
    // The dialog opens on its reason field.
    await page.keyboard.type('The page names a surname.');
    expect(await dialog.getByLabel('Why is the page hidden?').inputValue()).toBe('The page names a surname.');
    await tabTo(page, 'Hide page');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await expectVisible(rowOf(page, 'Sam T.').getByText('Hidden', { exact: true }));

    await tabTo(page, "Show again Sam T.'s page");
    await page.keyboard.press('Enter');
    await tabTo(page, 'Show page');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () =>
        (await admin.db.collection(STUDENT_PAGES_COLLECTION).doc('sam2345').get()).get('status'),
      )
      .toBe('active');
    await page.context().close();
  });

  it('shows a viewer the pages without a control that changes them', async () => {
    const page = await open(DESKTOP, viewer);
    await expectVisible(page.getByText('3 of 3 pages'));
    await expectVisible(page.getByRole('link', { name: 'Maya R.' }));
    expect(await page.getByRole('button', { name: /Hide|Show again/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export totals CSV' }).count()).toBe(0);
    await page.context().close();
  });

  it('exports the page totals as CSV', async () => {
    const page = await open();
    await expectVisible(page.getByText('3 of 3 pages'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export totals CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `student-pages-${schoolDateKey(defaultTimeZone, new Date())}.csv`,
    );
    const lines = (await downloadedCsv(download)).split('\r\n');
    const day = (code: string) =>
      formatSchoolDate(defaultTimeZone, pages.find((page) => page.code === code)!.created_at);
    expect(lines).toEqual([
      'Student,Page Code,Class,Status,Goal,Raised,Gifts,Created Date',
      `Ben K.,benk567,${secondClass},Active,250,100,1,${day('benk567')}`,
      `Sam T.,sam2345,${firstClass},Active,100,0,0,${day('sam2345')}`,
      `Maya R.,maya234,${firstClass},Active,250,75.5,2,${day('maya234')}`,
    ]);
    expect(lines.join()).not.toContain('family@example.com');
    await page.context().close();
  });

  it('shows on the dashboard the gifts through student pages apart from direct gifts', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await office.open('/admin/dashboard', viewport);
      const pagesCard = page.getByRole('region', { name: 'Through Student Pages' });
      await expectVisible(pagesCard.getByText('$175.50'));
      await expectVisible(pagesCard.getByText('3 gifts'));
      const direct = page.getByRole('region', { name: 'Direct Gifts' });
      await expectVisible(direct.getByText('$100.00'));
      await expectVisible(direct.getByText('2 gifts'));
      await screenshot(page, `student-pages-dashboard-${viewport.width}`);
      await page.context().close();
    }
  });

  it("lets an owner set the student pages' settings, and the list follows the default goal", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await office.open('/admin/settings', viewport);
      const section = page.getByRole('region', { name: 'Student pages' });
      await section.scrollIntoViewIfNeeded();
      await expectVisible(section.getByLabel('Families can make student pages'));
      expect(await section.getByLabel('Families can make student pages').isChecked()).toBe(true);
      expect(await section.getByLabel('Default goal').inputValue()).toBe('250');
      await screenshotOf(section, `student-pages-settings-${viewport.width}`);
      await expectNoSeriousA11yViolations(page, 'the settings with the student pages section');
      await page.context().close();
    }
    const page = await office.open('/admin/settings', DESKTOP);
    const section = page.getByRole('region', { name: 'Student pages' });
    // Turning pages off hides the three live pages: asked first, with how many.
    await section.getByLabel('Families can make student pages').click();
    const asked = page.getByRole('dialog', { name: "Turn students' pages off?" });
    await expectVisible(asked.getByText(/^3 live pages will stop taking gifts/));
    await expectNoSeriousA11yViolations(page, "the question before turning students' pages off");
    await asked.getByRole('button', { name: 'Turn pages off' }).click();
    await asked.waitFor({ state: 'detached' });
    expect(await section.getByLabel('Families can make student pages').isChecked()).toBe(false);
    await section.getByLabel('Default goal').fill('0');
    await section.getByLabel('Class leaderboard on the public page').selectOption('participation');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(section.getByText('Please enter the default goal in dollars, at least $1'));
    await section.getByLabel('Default goal').fill('300');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));
    const stored = (await admin.db.doc(SETTINGS_PATH).get()).get('studentPages');
    expect(stored).toEqual({ enabled: false, defaultGoal: 300, leaderboard: 'participation' });

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Student pages' })
      .click();
    const goal = rowOf(page, 'Maya R.').getByRole('cell').nth(3);
    await expect.poll(() => goal.textContent(), { timeout: 10_000 }).toBe('$300.00default');
    await page.context().close();
    // The accessibility check reads the whole Settings page (every section's fields) twice: about 13 s each here.
  }, 120_000);

  it('approves a page waiting for the school: Approve, then it is live and the family is told', async () => {
    const waiting = studentPage('zara234', { first_name: 'Zoe', last_initial: 'P', status: 'awaiting' });
    await admin.db.collection(STUDENT_PAGES_COLLECTION).doc(waiting.code).set(waiting);
    const page = await open();
    const row = rowOf(page, 'Zoe P.');
    await expectVisible(page.getByRole('link', { name: 'Zoe P.' }));
    await screenshot(page, 'admin-student-pages-awaiting-1280');
    await expectVisible(row.getByText('Awaiting approval', { exact: true }));
    await row.getByRole('button', { name: "Approve Zoe P.'s page" }).click();
    const dialog = page.getByRole('dialog', { name: "Approve Zoe P.'s page" });
    await expectVisible(dialog.getByText(/The family is emailed that it is live/));
    await expectNoSeriousA11yViolations(page, 'the approve dialog');
    await dialog.getByRole('button', { name: 'Approve page' }).click();
    await expectVisible(row.getByText('Active', { exact: true }));
    const mail = await eventually(
      'the family is told',
      async () => (await mailbox.to('zara234.family@example.com'))[0],
    );
    expect(mail.text).toContain('approved your student');
    await admin.db.collection(STUDENT_PAGES_COLLECTION).doc(waiting.code).delete();
    await page.context().close();
  });
});
