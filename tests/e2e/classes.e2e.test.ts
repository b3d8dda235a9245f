import { classCountNotes, rankClasses } from '@hope/domain/classes';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { defaultSettings, gradeTeacherOptions, SETTINGS_PATH } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLiveData, signInAsAdmin } from '../support/admin-session';
import { donationDocs, partnerDocs, readBackOfficeRecords, writeDocs } from '../support/back-office-records';
import {
  PHONE,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';

let page: Page;
const { browser, admin, open } = useBackOffice();
// The stack starts with no settings document: the records name the sample values' classes.
const [first, second, third] = gradeTeacherOptions(defaultSettings);
const entry = (option: string) => ({ grade: option, teacher: option });

beforeAll(async () => {
  page = await open('/admin/classes');
});

function card(target: Page, label: string) {
  return target.getByRole('region', { name: label, exact: true });
}

describe('the classes screen', () => {
  it('shows the empty state when no record names a class', async () => {
    await expectVisible(page.getByRole('heading', { name: 'Classes', level: 1 }));
    await expectVisible(page.getByText('No class data available'));
    await expectVisible(
      page.getByText('Donations and partnerships with student information will appear here'),
    );
    await expectVisible(card(page, 'Total Classes').getByText('0', { exact: true }));
    await expectVisible(card(page, 'Top Class').getByText('N/A', { exact: true }));
    await expectVisible(card(page, 'Total Donations').getByText('0', { exact: true }));
    await screenshot(page, 'classes-empty-desktop');
    await expectNoSeriousA11yViolations(page, 'the empty classes screen');
  });

  it('ranks classes live by donation and partner student entries', async () => {
    const now = new Date();
    await writeDocs(admin.db, DONATIONS_COLLECTION, [
      ...donationDocs(1, now, { grade_teacher_data: [entry(first!), entry(second!)] }),
      ...donationDocs(1, now, { grade_teacher_data: [entry(first!)] }),
      ...donationDocs(1, now, { grade_teacher_data: [] }),
    ]);
    await writeDocs(admin.db, PARTNERS_COLLECTION, [
      ...partnerDocs(1, now, { grade_teacher_data: [entry(first!), entry(third!), entry(third!)] }),
      ...partnerDocs(1, now, { grade_teacher_data: null }),
    ]);
    const { donations, partners } = await readBackOfficeRecords(admin.db);
    const ranking = rankClasses(
      donations.map((record) => record.grade_teacher_data),
      partners.map((record) => record.grade_teacher_data),
    );
    expect(ranking.map((row) => [row.teacher, row.donationCount])).toEqual([
      [first, 3],
      [third, 2],
      [second, 1],
    ]);

    const rows = page.getByRole('list').filter({ hasText: first! }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    for (const [index, row] of ranking.entries()) {
      const words = row.donationCount === 1 ? '1 donation' : `${row.donationCount} donations`;
      await expectVisible(rows.nth(index).getByText(row.teacher, { exact: true }));
      await expectVisible(rows.nth(index).getByText(words, { exact: true }));
      expect(await rows.nth(index).textContent()).toContain(`Rank ${row.rank}`);
    }
    await expectVisible(card(page, 'Total Classes').getByText('3', { exact: true }));
    await expectVisible(card(page, 'Top Class').getByText(first!, { exact: true }));
    await expectVisible(card(page, 'Top Class').getByText('3 items', { exact: true }));
    await expectVisible(card(page, 'Total Donations').getByText('6', { exact: true }));
    // The dashboard's Total Donations counts gifts; this one counts student entries, and says so.
    await expectVisible(card(page, 'Total Donations').getByText(classCountNotes.total, { exact: true }));
    await expectVisible(card(page, 'Top Class').getByText(classCountNotes.topClass, { exact: true }));
    await screenshot(page, 'classes-desktop');
    await expectNoSeriousA11yViolations(page, 'the classes screen');
  });

  it("says 'Loading class statistics...' until the first data arrives", async () => {
    const tab = await newPage(browser);
    const release = await holdLiveData(tab);
    await signInAsAdmin(tab, '/admin/classes');
    await expectVisible(tab.getByText('Loading class statistics...', { exact: true }));
    release();
    await expectVisible(tab.getByText('3 items', { exact: true }));
    await tab.context().close();
  });

  it('fits a 390 px phone', async () => {
    const phone = await open('/admin/classes', PHONE);
    await expectVisible(phone.getByText('3 items', { exact: true }));
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await screenshot(phone, 'classes-phone');
    await expectNoSeriousA11yViolations(phone, 'the classes screen on a phone');
    await phone.context().close();
  });

  it("offers a participation view: the share of each sized class's families that gave, unsized classes apart", async () => {
    // Sizes for the first two classes: the first has 2 of 20 families (3 gifts, one family twice), the
    // second 1 of 4; the third class has no size.
    const classes = defaultSettings.classes.map((choice, index) =>
      index === 0 ? { ...choice, size: 20 } : index === 1 ? { ...choice, size: 4 } : choice,
    );
    await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, classes });
    const tab = await open('/admin/classes', PHONE);
    await expectVisible(tab.getByText('3 items', { exact: true }));
    await tab.getByRole('button', { name: 'Participation' }).click();
    expect(await tab.getByRole('button', { name: 'Participation' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const rows = tab.getByRole('region', { name: 'Participation' }).getByRole('listitem');
    await expectVisible(rows.first());
    expect(await rows.nth(0).textContent()).toContain(`${second}25%1 of 4 families`);
    expect(await rows.nth(1).textContent()).toContain(`${first}10%2 of 20 families`);
    await expectVisible(tab.getByRole('heading', { name: 'Classes without a size' }));
    await expectVisible(tab.getByText(`${third}: 1 family`));
    expect(await hasHorizontalScroll(tab)).toBe(false);
    await screenshot(tab, 'classes-participation-phone');
    await expectNoSeriousA11yViolations(tab, 'the participation view');
    await tab.context().close();
    await admin.db.doc(SETTINGS_PATH).delete();
  });
});
