import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { adminPlaceholderEmail, defaultSettings, gradeTeacherOptions } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { countDocs } from '../support/records';

/** The stack starts with no settings document: the app shows the sample values. */
const secondClass = gradeTeacherOptions(defaultSettings)[1]!;

const { admin, open: openForm } = useBackOffice({ fresh: 'test', closePages: 'test' });

/** Clicks Save and waits for the red banner to say `message`. */
async function expectSaveRefused(page: Page, save: string, message: string) {
  await page.getByRole('button', { name: save }).click();
  await expectVisible(page.getByRole('alert').filter({ hasText: message }));
}

async function onlyDocument(collection: string) {
  const docs = (await admin.db.collection(collection).get()).docs;
  expect(docs).toHaveLength(1);
  return docs[0]!.data();
}

describe('Add Donation Record', () => {
  it('shows the first failed check in a red banner, in the fixed order, and writes nothing', async () => {
    const page = await openForm('/admin/donations/add');
    await expectVisible(page.getByRole('heading', { name: 'Add Donation Record' }));
    const save = page.getByRole('button', { name: 'Save Donation Record' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Parent Name').fill('   ');
    expect(await save.isDisabled()).toBe(true);

    await page.getByLabel('Parent Name').fill('Maria Garcia');
    await page.getByLabel('Donation Amount').fill('-5');
    await page.getByLabel('Yearbook Number').fill('0');
    await page.getByLabel('Email Address').fill('maria.example.com');
    await expectSaveRefused(page, 'Save Donation Record', 'Donation amount cannot be negative');
    await screenshot(page, 'records-add-donation-error');
    await page.getByLabel('Donation Amount').fill('250');
    await expectSaveRefused(page, 'Save Donation Record', 'Yearbook number must be greater than 0');
    await page.getByLabel('Yearbook Number').fill('2');
    await expectSaveRefused(page, 'Save Donation Record', 'Please enter a valid email address');

    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await page.getByRole('alert').waitFor({ state: 'detached' });
    expect(await countDocs(admin.db, DONATIONS_COLLECTION)).toBe(0);
  });

  it('saves a check with its student, shows the green banner and returns to the list', async () => {
    const page = await openForm('/admin/donations/add');
    await page.getByLabel('Parent Name').fill('  Maria Garcia ');
    await page.getByLabel('Donation Amount').fill('250');
    await page.getByLabel('Donation Type').selectOption({ label: 'Check' });
    await page.getByLabel('Company matches donations').check();

    await page.getByRole('button', { name: 'Add Student Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student Information' });
    await dialog.getByLabel('Student Name').fill('Ana');
    await dialog.getByLabel('Grade & Teacher').selectOption(secondClass);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByText(`Ana (${secondClass})`));
    await expectVisible(page.getByRole('button', { name: 'Edit Student Information' }));

    await page.getByLabel('Payment Reference').fill('Check #1042');
    await page.getByLabel('Payment Completed At').fill('2026-03-08T10:30');
    await page.getByLabel('Magnet Given').selectOption({ label: 'Yes' });
    await page.getByRole('button', { name: 'Save Donation Record' }).click();

    await expectVisible(page.getByText('Donation record added successfully!'));
    await page.waitForURL((url) => url.pathname === '/admin/donations');
    const written = await onlyDocument(DONATIONS_COLLECTION);
    expect(written).toMatchObject({
      parent_name: 'Maria Garcia',
      email: null,
      donation_amount: 250,
      donation_type: 'check',
      company_matching: true,
      payment_reference: 'Check #1042',
      // 10:30 on 8 March 2026 in California (PDT from that morning) is 17:30 UTC.
      payment_completed_at: '2026-03-08T17:30:00.000Z',
      total_pledged_amt: 250,
      net_payment: null,
      stripe_customer_id: null,
      cancel_date: null,
      yearbook: null,
      magnet_given: true,
      tshirt_given: null,
      notes: null,
      children_data: [{ name: 'Ana', tShirtSize: '' }],
      grade_teacher_data: [{ grade: secondClass, teacher: secondClass }],
    });
    expect(written.created_at).toBe(written.form_submitted_at);
  });

  it('removes a student from the summary, and shows the generic banner when the database refuses', async () => {
    const page = await openForm('/admin/donations/add');
    await page.getByLabel('Parent Name').fill('Omar Cohen');
    await page.getByRole('button', { name: 'Add Student Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student Information' });
    await dialog.getByLabel('Student Name').fill('Lina');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Remove Lina' }).click();
    await expectVisible(page.getByRole('button', { name: 'Add Student Information' }));

    // A yearbook number too large to store as a whole number: the rules refuse it, and nothing is written.
    await page.getByLabel('Yearbook Number').fill('1e300');
    await expectSaveRefused(
      page,
      'Save Donation Record',
      'There was an error adding the donation record. Please try again.',
    );
    expect(await page.getByRole('button', { name: 'Save Donation Record' }).isEnabled()).toBe(true);
    expect(await countDocs(admin.db, DONATIONS_COLLECTION)).toBe(0);
  });
});

describe('Add Community Partner Record', () => {
  it('shows the first failed check in a red banner, in the fixed order, and writes nothing', async () => {
    const page = await openForm('/admin/partners/add');
    await expectVisible(page.getByRole('heading', { name: 'Add Community Partner Record' }));
    const save = page.getByRole('button', { name: 'Save Partner Record' });
    expect(await save.isDisabled()).toBe(true);

    await page.getByLabel('Company Name').fill('Bay Hardware');
    await page.getByLabel('Partnership Amount').fill('-500');
    await page.getByLabel('Yearbook Number').fill('-1');
    await page.getByLabel('Email Address').fill('sam');
    await page.getByLabel('Website').fill('www.bayhardware.example.com');
    await expectSaveRefused(page, 'Save Partner Record', 'Partnership amount cannot be negative');
    await page.getByLabel('Partnership Amount').fill('500');
    await expectSaveRefused(page, 'Save Partner Record', 'Yearbook number must be greater than 0');
    await page.getByLabel('Yearbook Number').fill('');
    await expectSaveRefused(page, 'Save Partner Record', 'Please enter a valid email address');
    await page.getByLabel('Email Address').fill('sam@bayhardware.example.com');
    await expectSaveRefused(page, 'Save Partner Record', 'Website must start with http:// or https://');
    expect(await countDocs(admin.db, PARTNERS_COLLECTION)).toBe(0);
  });

  it('formats the phone, defaults to Bronze, fills the blanks and does not send the payment reference', async () => {
    const page = await openForm('/admin/partners/add');
    expect(await page.getByLabel('Partnership Level').inputValue()).toBe('bronze');
    const phone = page.getByLabel('Contact Phone');
    await phone.pressSequentially('555123');
    expect(await phone.inputValue()).toBe('(555) 123');
    await phone.pressSequentially('4567890');
    expect(await phone.inputValue()).toBe('(555) 123-4567');

    await page.getByLabel('Company Name').fill('Bay Hardware');
    await page.getByLabel('Payment Reference').fill('REF-991');
    await page.getByLabel('Pay by Check').check();
    await page.getByRole('button', { name: 'Save Partner Record' }).click();
    await expectVisible(page.getByText('Community partner record added successfully!'));
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');

    expect(await onlyDocument(PARTNERS_COLLECTION)).toMatchObject({
      company_name: 'Bay Hardware',
      contact_name: 'Admin Entry',
      contact_phone: '(555) 123-4567',
      email: adminPlaceholderEmail(defaultSettings),
      partnership_level: 'bronze',
      partnership_amount: 0,
      pay_by_check: true,
      donation_type: 'one_time',
      payment_reference: null,
      payment_completed_at: null,
      total_pledged_amt: 0,
      banner: null,
      website: null,
      children_data: null,
      grade_teacher_data: null,
    });
  });
});

describe('the add forms on a phone', () => {
  it.each([
    ['/admin/donations/add', 'Add Donation Record', 'records-add-donation'],
    ['/admin/partners/add', 'Add Community Partner Record', 'records-add-partner'],
  ])('%s fits 390 px, every section shown, with no serious axe-core finding', async (path, title, shot) => {
    const page = await openForm(path, PHONE);
    await expectVisible(page.getByRole('heading', { name: title }));
    for (const section of ['Basic Information', 'Payment Information', 'Additional Information']) {
      await expectVisible(page.getByRole('heading', { name: section }));
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, `${title} at 390 px`);
    await screenshot(page, `${shot}-phone`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousA11yViolations(page, `${title} at 1280 px`);
    await screenshot(page, `${shot}-desktop`);
  });

  it('back arrow returns to the list', async () => {
    const page = await openForm('/admin/partners/add', PHONE);
    await page.getByRole('link', { name: 'Back to partners' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
  });
});
