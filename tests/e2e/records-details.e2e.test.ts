import type { DonationRecord, PartnerRecord } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
} from '../support/browser';
import { TEST_ADMIN, ensureTestAdmin, signInAsAdmin } from '../support/admin-session';
import { tabTo } from '../support/keyboard';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { expectCount, recordsForTests, viewportShot, writeRecords } from './records-list.fixtures';

const generated = recordsForTests(40, 10, new Date());
/** Records with names no generated record has, so the tests can find them by name. */
const donation: DonationRecord = {
  ...generated.donations[0]!,
  id: 'd-edit',
  parent_name: 'Rosa Delgado',
  email: 'rosa@example.com',
  donation_amount: 120,
  total_pledged_amt: 120,
  net_payment: 116.22,
  fee_covered: true,
  yearbook: null,
  notes: null,
  // The latest gift: the list's first row and the dashboard's first recent donation.
  payment_completed_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};
const partner: PartnerRecord = {
  ...generated.partners[0]!,
  id: 'p-edit',
  company_name: 'Zephyr Bikes',
  contact_phone: 'N/A',
};
const donations = [...generated.donations, donation];
const partners = [...generated.partners, partner];
let page: Page;
const { browser, admin } = useBackOffice({
  fresh: 'test',
  closePages: 'test',
  seed: async (db) => {
    await writeRecords(db, 'donations', donations);
    await writeRecords(db, 'community_partners', partners);
  },
});

/** The value read mode shows for a field, by its label. */
const shownValue = (target: Page, label: string) =>
  target
    .locator('.details-item', { has: target.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .textContent();

const stored = async (collection: string, id: string) =>
  (await admin.db.collection(collection).doc(id).get()).data()!;

/** The alert a failed save shows, answered like a person would. */
function nextAlert(target: Page): Promise<string> {
  return new Promise((resolve) =>
    target.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

beforeEach(async () => {
  // A new page each time: each test signs in the way a team member does, from a fresh browser tab.
  page = await newPage(browser, DESKTOP);
});

async function openDonation(target: Page) {
  await signInAsAdmin(target, '/admin/donations');
  await expectCount(target, donations.length, donations.length, 'donations');
  await target.getByRole('button', { name: 'Rosa Delgado' }).click();
  await expectVisible(target.getByRole('heading', { name: 'Donation Details' }));
}

describe('Donation Details', () => {
  it('opens from a row in read mode, and Back returns to the list as it was', async () => {
    await signInAsAdmin(page, '/admin/donations');
    await expectCount(page, donations.length, donations.length, 'donations');
    await page.getByRole('searchbox', { name: 'Search by parent name, type or email' }).fill('e');
    await page.getByRole('columnheader', { name: 'Parent Name' }).getByRole('button').click();
    const shown = await page.getByText(/ of \d+ donations$/).textContent();
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await page.getByRole('row').nth(12).getByRole('button').click();

    await expectVisible(page.getByRole('heading', { name: 'Donation Details' }));
    await expectVisible(page.getByRole('button', { name: 'Edit', exact: true }));
    await page.getByRole('button', { name: 'Back' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Donations' }));
    expect(await page.getByRole('searchbox').inputValue()).toBe('e');
    expect(await page.getByText(/ of \d+ donations$/).textContent()).toBe(shown);
    expect(await page.getByRole('columnheader', { name: 'Parent Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  it('saves an edit: the new values are in Firestore, a confirmation shows, read mode returns', async () => {
    await openDonation(page);
    await expectVisible(page.getByText('rosa@example.com'));
    expect(await shownValue(page, 'Fee Covered')).toBe('Yes');
    await expectNoSeriousA11yViolations(page, 'Donation Details in read mode');
    await viewportShot(page, 'records-details-donation-desktop');
    const before = await stored('donations', donation.id);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const amount = page.getByLabel('Donation Amount');
    expect([await amount.getAttribute('min'), await amount.getAttribute('step')]).toEqual(['0.01', '0.01']);
    expect(await page.getByLabel('Net Payment').getAttribute('min')).toBe('0.01');
    await page.getByLabel('Parent Name').fill('Rosa M. Delgado');
    await amount.fill('250.5');
    await page.getByLabel('Notes').fill('Paid at the spring fair');
    await page.getByLabel('Magnet Given').selectOption('true');
    await expectNoSeriousA11yViolations(page, 'Donation Details in edit mode');
    await viewportShot(page, 'records-details-donation-edit-desktop');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectVisible(page.getByText('Donation updated successfully!'));
    await expectVisible(page.getByRole('button', { name: 'Edit', exact: true }));
    await expectVisible(page.getByRole('definition').filter({ hasText: 'Paid at the spring fair' }));
    const after = await stored('donations', donation.id);
    expect(after).toMatchObject({
      parent_name: 'Rosa M. Delgado',
      donation_amount: 250.5,
      notes: 'Paid at the spring fair',
      magnet_given: true,
      email: 'rosa@example.com',
      payment_completed_at: before.payment_completed_at,
      net_payment: 116.22,
    });
    expect(after.updated_at > before.updated_at).toBe(true);
  });

  it('Cancel restores the saved values and writes nothing', async () => {
    await openDonation(page);
    const before = await stored('donations', donation.id);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Parent Name').fill('Somebody Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectVisible(page.getByText('Rosa Delgado').first());
    expect(await page.getByText('Somebody Else').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await page.getByLabel('Parent Name').inputValue()).toBe('Rosa Delgado');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await stored('donations', donation.id)).toEqual(before);
  });

  it('refuses an edit the add form refuses, with the alert, and writes nothing', async () => {
    await openDonation(page);
    const before = await stored('donations', donation.id);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Parent Name').fill('  ');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await alert).toBe('Error updating donation: Parent name is required');
    expect(await stored('donations', donation.id)).toEqual(before);
  });

  it('saves student information at once from the shared dialog (the two lists only)', async () => {
    await openDonation(page);
    const before = await stored('donations', donation.id);
    await page
      .getByRole('button', { name: /Student Information$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Student Information' });
    await expectVisible(dialog);
    await dialog.getByLabel('Student Name').first().fill('Mia Delgado');
    await dialog.getByLabel('Grade & Teacher').first().selectOption({ index: 2 });
    const grade = await dialog.getByLabel('Grade & Teacher').first().inputValue();
    await dialog.getByLabel('T-Shirt Size').first().selectOption({ index: 1 });
    const size = await dialog.getByLabel('T-Shirt Size').first().inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expectVisible(page.getByText('Mia Delgado', { exact: true }));
    // The screen shows the change at once (the client's cache); the server has it a moment later.
    await expect
      .poll(async () => (await stored('donations', donation.id)).children_data)
      .toEqual([{ name: 'Mia Delgado', tShirtSize: size }]);
    const after = await stored('donations', donation.id);
    expect(after.grade_teacher_data).toEqual([{ grade, teacher: grade }]);
    const { children_data: _c, grade_teacher_data: _g, ...rest } = after;
    const { children_data: _bc, grade_teacher_data: _bg, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it("opens the record whose id the dashboard's Recent Activity sends", async () => {
    await signInAsAdmin(page, '/admin/dashboard');
    await page
      .getByRole('region', { name: 'Recent donations' })
      .getByRole('link', { name: /Rosa Delgado/ })
      .click();
    await expectVisible(page.getByRole('heading', { name: 'Donation Details' }));
    await expectVisible(page.getByText('rosa@example.com'));
    await page.getByRole('button', { name: 'Back' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Donations' }));
  });

  it('can be found and edited with the keyboard alone, from the sign-in form to Save', async () => {
    await ensureTestAdmin();
    await page.goto(`${urls.web}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    await tabTo(page, 'Username');
    await page.keyboard.type(TEST_ADMIN.email);
    await tabTo(page, 'Password');
    await page.keyboard.type(TEST_ADMIN.password);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Dashboard' }));

    await tabTo(page, 'Donations');
    await page.keyboard.press('Enter');
    await expectCount(page, donations.length, donations.length, 'donations');
    await tabTo(page, 'Search by parent name');
    await page.keyboard.type('Rosa');
    await expectCount(page, 1, donations.length, 'donations');
    await tabTo(page, 'Rosa Delgado');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Donation Details' }));

    await tabTo(page, 'Edit');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Parent Name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Rosa K. Delgado');
    await tabTo(page, 'Save');
    await page.keyboard.press('Enter');

    await expectVisible(page.getByText('Donation updated successfully!'));
    expect((await stored('donations', donation.id)).parent_name).toBe('Rosa K. Delgado');
  });

  it('fits a phone: no sideways scrolling, buttons of at least 44 px', async () => {
    const phone = await newPage(browser, PHONE);
    await openDonation(phone);
    expect(await hasHorizontalScroll(phone)).toBe(false);
    for (const name of ['Back', 'Edit'])
      expect(
        (await phone.getByRole('button', { name, exact: true }).boundingBox())!.height,
      ).toBeGreaterThanOrEqual(44);
    await viewportShot(phone, 'records-details-donation-phone');
    await phone.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await viewportShot(phone, 'records-details-donation-edit-phone');
    await phone.context().close();
  });
});

describe('Partner Details', () => {
  it('saves an edit with the partner bounds and the formatted phone', async () => {
    await signInAsAdmin(page, '/admin/partners');
    await expectCount(page, partners.length, partners.length, 'partners');
    await page.getByRole('button', { name: 'Zephyr Bikes' }).click();
    expect(await shownValue(page, 'Fee Covered')).toBe('No');
    await expectVisible(page.getByRole('heading', { name: 'Partner Details' }));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await page.getByLabel('Partnership Amount').getAttribute('min')).toBe('0');
    expect(await page.getByLabel('Net Payment').getAttribute('min')).toBe('0');
    await page.getByLabel('Contact Phone').fill('');
    await page.getByLabel('Contact Phone').pressSequentially('5551234567');
    await page.getByLabel('Partnership Level').selectOption('platinum');
    await page.getByLabel('Payment Reference').fill('CHK-1042');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Partner updated successfully!'));
    expect(await stored('community_partners', partner.id)).toMatchObject({
      contact_phone: '(555) 123-4567',
      partnership_level: 'platinum',
      payment_reference: 'CHK-1042',
      company_name: 'Zephyr Bikes',
    });
  });
});
