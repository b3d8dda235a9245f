import { STUDENT_PAGES_COLLECTION, type StudentPage } from '@hope/domain/pages';
import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
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
} from '../support/browser';
import { TEAM, useBackOffice } from '../support/browser-fixture';
import { CARDS, openDrive, pledge } from '../support/drives-bed';
import { jobEnded } from '../support/jobs';
import { tabTo } from '../support/keyboard';

const [firstClass, secondClass] = defaultSettings.classes.map((entry) => entry.label);
const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 20_000 };
const at = new Date().toISOString();

const page = (code: string, first_name: string, grade_teacher: string): StudentPage => ({
  code,
  first_name,
  last_initial: 'R',
  grade_teacher,
  goal: null,
  message: '',
  parent_name: 'Rosa Lindqvist',
  parent_email: `${code}@example.com`,
  status: 'active',
  hidden_reason: null,
  campaign_id: campaign.id,
  created_at: at,
  updated_at: at,
  edit_key_hash: 'a'.repeat(64),
});
const pages = [page('maya234', 'Maya', firstClass!), page('kepr567', 'Leo', secondClass!)];

const office = useBackOffice({
  fresh: 'test',
  sandbox: true,
  mailbox: true,
  members: ['viewer'],
  seed: async (db) => {
    await db.doc(SETTINGS_PATH).set({
      ...defaultSettings,
      campaigns: [campaign],
      studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' },
    });
    const batch = db.batch();
    for (const entry of pages) batch.set(db.collection(STUDENT_PAGES_COLLECTION).doc(entry.code), entry);
    await batch.commit();
  },
});
const { admin } = office;

async function setUpDrive(screen: Page) {
  await expectVisible(screen.getByText('No pledge drives yet.'));
  await screenshot(screen, 'drives-empty-1280');
  await expectNoSeriousA11yViolations(screen, 'the pledge drives screen, empty');
  await screen.getByRole('button', { name: 'New drive' }).click();
  const dialog = screen.getByRole('dialog', { name: 'New pledge drive' });
  await dialog.getByRole('button', { name: 'Save drive' }).click();
  await expectVisible(dialog.getByText('Please enter the drive name'));
  await expectVisible(dialog.getByText('Please enter the most a student can count'));
  await dialog.getByLabel('Name').fill('Fun Run 2027');
  await dialog.getByLabel('One (lap)').fill('lap');
  await dialog.getByLabel('Several (laps)').fill('laps');
  await dialog.getByLabel('In Spanish, one (vuelta)').fill('vuelta');
  await dialog.getByLabel('In Spanish, several (vueltas)').fill('vueltas');
  await dialog.getByLabel('Event date').fill('2027-04-17');
  await dialog.getByLabel('Most a student can count').fill('30');
  await dialog.getByLabel('Suggested amount per unit ($)').fill('2');
  await dialog.getByLabel("Open for pledges on the students' pages").check();
  await screenshot(screen, 'drives-new-1280');
  await expectNoSeriousA11yViolations(screen, 'the new drive dialog');
  await dialog.getByRole('button', { name: 'Save drive' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await expectVisible(screen.getByText('Open for pledges'));
}

describe('pledge drives in the back office', () => {
  it(
    'sets a drive up, enters the counts by keyboard, charges the pledges and shows the money by class',
    { timeout: 150_000 },
    async () => {
      const screen = await office.open('/admin/drives');
      await setUpDrive(screen);
      const [drive] = (await admin.db.collection('drives').get()).docs;
      expect(drive?.data()).toMatchObject({ name: 'Fun Run 2027', max_units: 30, open: true });

      // Relatives pledge on the two pages (one card will be refused when charged).
      await pledge(admin.db, 'maya234', { rate: 2, most: 50 });
      await pledge(
        admin.db,
        'kepr567',
        { rate: 1, most: '', name: 'Sam Lee', email: 'sam@example.com' },
        CARDS.declines,
      );
      await expectVisible(screen.getByText('2 pledges waiting for the counts'));
      await screenshot(screen, 'drives-list-1280');

      await screen.getByRole('link', { name: 'Counts and charges' }).click();
      await expectVisible(screen.getByRole('heading', { name: 'Fun Run 2027: counts' }));
      // Each student's field is named by the student; Tab walks them in order.
      await screen.getByRole('combobox', { name: 'Class', exact: true }).focus();
      await tabTo(screen, 'Leo R.');
      await screen.keyboard.type('31');
      await expectVisible(screen.getByText('Please enter a whole number of laps from 0 to 30'));
      await screen.keyboard.press('Backspace');
      await tabTo(screen, 'Maya R.');
      await screen.keyboard.type('27');
      await screen.keyboard.press('Enter');
      await expectVisible(screen.getByText('2 counts saved.'));
      await expectVisible(screen.getByText('2 pledges · $53.00'));
      await screenshot(screen, 'drive-counts-1280');
      await expectNoSeriousA11yViolations(screen, 'the counts screen');

      // A child whose family made no page is counted with the class; a surname is refused.
      await screen.getByRole('button', { name: 'Add a student without a page' }).click();
      const adding = screen.getByRole('dialog', { name: 'Add a student without a page' });
      await adding.getByLabel('Student').fill('Sol Martinez');
      await adding.getByLabel('Class').selectOption(firstClass!);
      await adding.getByLabel('Count (laps)').fill('12');
      await adding.getByRole('button', { name: 'Add student' }).click();
      await expectVisible(
        adding.getByText("Please enter the student's first name and last initial, as Maya R."),
      );
      await adding.getByLabel('Student').fill('Sol M');
      await screenshot(screen, 'drive-add-student-1280');
      await expectNoSeriousA11yViolations(screen, 'the add student dialog');
      await adding.getByRole('button', { name: 'Add student' }).click();
      await adding.waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => screen.getByLabel('Sol M. (no page)').inputValue()).toBe('12');

      // A spreadsheet's preview names the rows it cannot use; cancelled, it saves nothing.
      await screen.getByRole('button', { name: 'Import counts from a spreadsheet' }).click();
      const importing = screen.getByRole('dialog', { name: 'Import counts' });
      await importing.getByLabel('Spreadsheet (CSV)').setInputFiles({
        name: 'laps.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Page code,Laps\nmaya234,28\nzzzz999,5\n'),
      });
      await expectVisible(importing.getByText('1 row matches a student.'));
      await expectVisible(importing.getByText('Row 3 (zzzz999): No student matches this row'));
      await screenshot(screen, 'drive-import-1280');
      await expectNoSeriousA11yViolations(screen, 'the counts import');
      await importing.getByRole('button', { name: 'Cancel' }).click();
      await importing.waitFor({ state: 'detached' });
      const saved = (await admin.db.doc(`drive_counts/${drive!.id}`).get()).get('counts');
      const { maya234, kepr567, ...withoutPage } = saved as Record<string, number>;
      expect({ maya234, kepr567, withoutPage: Object.values(withoutPage) }).toEqual({
        maya234: 27,
        kepr567: 3,
        withoutPage: [12],
      });

      await screen.getByRole('button', { name: 'Charge pledges' }).click();
      const confirm = screen.getByRole('dialog', { name: 'Charge pledges' });
      await expectVisible(confirm.getByText('2 pledges will be charged, $53.00 in all', { exact: false }));
      await screenshot(screen, 'drive-charge-1280');
      await expectNoSeriousA11yViolations(screen, 'the charge confirmation');
      await confirm.getByRole('button', { name: 'Charge $53.00' }).click();
      await confirm.waitFor({ state: 'detached', timeout: 20_000 });
      const [job] = (await admin.db.collection('jobs').where('kind', '==', 'charge_pledges').get()).docs;
      expect(await jobEnded(admin.db, job!.id)).toMatchObject({
        state: 'done',
        counts: { charged: 1, failed: 1 },
      });
      await expectVisible(screen.getByText('1 pledge · $50.00'));
      await expectVisible(screen.getByText('The card was declined', { exact: false }));
      const byClass = screen.getByRole('region', { name: 'By class', exact: true });
      await expectVisible(byClass.getByRole('row', { name: new RegExp(`${firstClass}.*\\$50\\.00`) }));
      const [download] = await Promise.all([
        screen.waitForEvent('download'),
        screen.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const csv = await downloadedCsv(download);
      expect(csv).toContain(`${firstClass},Maya R.,maya234,27,1,2,50,0,0`);
      expect(csv).toContain(`${firstClass},Sol M.,,12,0,0,0,0,0`);
      expect(csv).not.toMatch(/Lindqvist|example\.com/);
      await screenshot(screen, 'drive-charged-1280');

      await screen.setViewportSize(PHONE);
      expect(await hasHorizontalScroll(screen)).toBe(false);
      await screenshot(screen, 'drive-charged-390');
      await expectNoSeriousA11yViolations(screen, 'the counts screen on a phone');
      await screen.getByRole('button', { name: 'Add a student without a page' }).click();
      await expectVisible(screen.getByRole('dialog', { name: 'Add a student without a page' }));
      await screenshot(screen, 'drive-add-student-390');
      await screen.getByRole('button', { name: 'Cancel' }).click();

      // Removing asks first; the row goes, and focus lands on the button that adds a student.
      await screen.getByRole('button', { name: 'Remove Sol M.' }).click();
      const removing = screen.getByRole('dialog', { name: 'Remove Sol M.' });
      await expectVisible(
        removing.getByText("Sol M. and their count leave this drive's counts and its figures."),
      );
      await screenshot(screen, 'drive-remove-student-390');
      await expectNoSeriousA11yViolations(screen, 'the remove student confirmation');
      await removing.getByRole('button', { name: 'Remove student' }).click();
      await removing.waitFor({ state: 'detached', timeout: 20_000 });
      await expect
        .poll(() => screen.evaluate(() => document.activeElement?.textContent))
        .toBe('Add a student without a page');
      expect(await screen.getByLabel('Sol M. (no page)').count()).toBe(0);
      await screen.context().close();
    },
  );

  it('shows a viewer the drives and counts without a control that changes them', async () => {
    const driveId = await openDrive();
    const screen = await office.open('/admin/drives', DESKTOP, TEAM.viewer);
    await expectVisible(screen.getByRole('heading', { name: 'Fun Run 2027' }));
    expect(await screen.getByRole('button', { name: /New drive|Change/ }).count()).toBe(0);
    await screen.getByRole('link', { name: 'Counts and charges' }).click();
    await expectVisible(screen.getByRole('heading', { name: 'Fun Run 2027: counts' }));
    expect(await screen.getByRole('button', { name: /Charge|Save|Import/ }).count()).toBe(0);
    await screen.setViewportSize(PHONE);
    await screenshot(screen, 'drives-viewer-390');
    await screen.context().close();

    // A link straight to the counts screen (a reload, a bookmark) is laid out as when reached from the list.
    const direct = await office.open(`/admin/drives/${driveId}`, DESKTOP, TEAM.viewer);
    await expectVisible(direct.getByRole('heading', { name: 'Fun Run 2027: counts' }));
    const facts = direct.getByRole('heading', { name: 'Pledges' }).locator('xpath=..').locator('dl');
    expect(await facts.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    await direct.context().close();
  });
});
