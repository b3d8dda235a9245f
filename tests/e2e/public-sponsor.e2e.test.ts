import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import {
  addStudents,
  collectAlerts,
  expectHostedCheckout,
  expectTouchTargets,
  onlyRecord,
  openGivingForm,
  payOnHostedCheckout,
  STRIPE_DOWN,
} from '../support/public-forms';
import { sandbox } from '../support/sandbox';

let page: Page;
const { browser, admin } = useBrowser({ fresh: 'test', sandbox: true, closePages: 'test' });

const PAY_BUTTONS = ['Pay Total Now', 'Pay Over Time', 'Pay by Check'] as const;
const payButton = (name: string) => page.getByRole('button', { name, exact: true });

async function fillContact(phone = '5551234567') {
  await page.getByLabel('Company Name').fill('Bay Hardware');
  await page.getByLabel('Contact Name').fill('Sam Ortiz');
  await page.getByLabel('Contact Phone').fill(phone);
  await page.getByLabel('Email Address').fill('sam@bayhardware.example.com');
}

const chooseLevel = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) }).click();

describe('Community Partner, paid three ways', () => {
  it('pays the total now: Stripe charges the level price and the record holds it, paid', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    await chooseLevel('Gold');
    await fillContact();
    await expectVisible(page.getByText('Gold Community Partner'));
    await payButton('Pay Total Now').click();

    await expectHostedCheckout(page, '$1,200.00');
    await payOnHostedCheckout(page);
    const record = await onlyRecord(admin.db, 'community_partners');
    expect(record).toMatchObject({
      company_name: 'Bay Hardware',
      contact_name: 'Sam Ortiz',
      contact_phone: '(555) 123-4567',
      email: 'sam@bayhardware.example.com',
      partnership_level: 'gold',
      partnership_amount: 1200,
      total_pledged_amt: 1200,
      donation_type: 'one_time',
      pay_by_check: false,
      net_payment: 1164.9, // 120000 - (3480 + 30) cents
    });
    expect(record.payment_completed_at).toEqual(expect.any(String));
  });

  it('pays over time: the plan dialog fixes the total, splits it into 1 to 12 payments', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    await chooseLevel('Silver');
    await fillContact();
    await payButton('Pay Over Time').click();
    const plan = page.getByRole('dialog', { name: 'Set Up Payment Plan' });
    await expectVisible(plan);
    const total = plan.getByLabel('Total Amount');
    expect(await total.inputValue()).toBe('$960.00');
    expect(await total.isEditable()).toBe(false);
    const months = plan.getByLabel('Number of Months');
    const confirm = plan.getByRole('button', { name: 'Continue to Payment' });
    await months.fill('');
    await expectVisible(plan.getByText('Please enter valid amounts'));
    expect(await confirm.isDisabled()).toBe(true);
    await months.fill('13');
    expect(await confirm.isDisabled()).toBe(true);
    await months.fill('7');
    await expectVisible(plan.getByText('$137.14'));
    await months.fill('6');
    await expectVisible(plan.getByText('$160.00'));
    expect(await plan.getByText('Please enter valid amounts').count()).toBe(0);
    await expectNoA11yViolations(page, 'the payment plan dialog');
    await screenshot(page, 'public-sponsor-plan-phone');
    await confirm.click();

    await expectHostedCheckout(page, '$160.00');
    await expectVisible(page.getByText('6 monthly payments, $960.00 in total'));
    await payOnHostedCheckout(page);
    expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
      partnership_level: 'silver',
      partnership_amount: 960,
      total_pledged_amt: 960,
      donation_type: 'monthly',
      months: 6,
      payments_made: 1,
      pay_by_check: false,
    });
  });

  it('covers the card fee on every installment when asked', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    await chooseLevel('Bronze');
    await fillContact();
    await payButton('Pay Over Time').click();
    const plan = page.getByRole('dialog', { name: 'Set Up Payment Plan' });
    await plan.getByLabel('Number of Months').fill('5');
    // $100 a month: $103.30 - ($3.00 + $0.30) = $100.00 reaches the school.
    await plan.getByRole('checkbox', { name: /Cover the card fee/ }).check();
    await expectVisible(plan.getByText(/adds \$3\.30 per payment/));
    await plan.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectHostedCheckout(page, '$103.30');
    await payOnHostedCheckout(page);
    expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
      total_pledged_amt: 500,
      months: 5,
      fee_covered: true,
      net_payment: 100,
    });
  });

  it('pledges by check: Processing... while saving, then Thank you! and a record marked pay by check', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    await chooseLevel('Bronze');
    await fillContact();
    await addStudents(page, [
      { name: 'Eli Ortiz', gradeTeacher: '1st Grade - Mr. Garcia' },
      { name: 'Fay Ortiz', gradeTeacher: '7th Grade' },
    ]);
    await page.getByRole('button', { name: 'Remove Eli Ortiz' }).click();
    // Edit opens the dialog on the students kept; the change replaces them.
    await addStudents(page, [{ name: 'Fay Ortiz-Lee', gradeTeacher: '7th Grade' }]);
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'Fay Ortiz-Lee' }));
    await payButton('Pay by Check').click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Check Payment' });
    await expectVisible(confirm.getByText('Community Partnership'));
    await expectNoA11yViolations(page, 'the check confirmation dialog');
    await screenshot(page, 'public-sponsor-check-phone');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/pledges/check', async (route) => {
      await held;
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(confirm.getByRole('button', { name: 'Processing...' }));
    release();

    await expectVisible(page.getByRole('heading', { name: 'Thank you!' }));
    const record = await onlyRecord(admin.db, 'community_partners');
    expect(record).toMatchObject({
      partnership_level: 'bronze',
      partnership_amount: 500,
      total_pledged_amt: 500,
      pay_by_check: true,
      payment_completed_at: null,
      children_data: [{ name: 'Fay Ortiz-Lee', tShirtSize: '' }],
      grade_teacher_data: [{ grade: '7th Grade', teacher: '7th Grade' }],
    });
  });
});

describe("Community Partner, the form's rules", () => {
  it('formats the phone as (555) 123-4567 while typed, never over 14 characters', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    const phone = page.getByLabel('Contact Phone');
    await phone.pressSequentially('555');
    expect(await phone.inputValue()).toBe('(555');
    await phone.pressSequentially('1234');
    expect(await phone.inputValue()).toBe('(555) 123-4');
    await phone.fill('');
    await phone.pressSequentially('5a5b5-123 4567 89');
    expect(await phone.inputValue()).toBe('(555) 123-4567');
  });

  it('enables the pay buttons only with company, contact, phone, an email with @ and a level', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    const states = async () => Promise.all(PAY_BUTTONS.map((name) => payButton(name).isEnabled()));
    expect(await states()).toEqual([false, false, false]);
    await fillContact();
    expect(await states()).toEqual([false, false, false]);
    await chooseLevel('Platinum');
    expect(await states()).toEqual([true, true, true]);
    await page.getByLabel('Email Address').fill('sam.example.com');
    expect(await states()).toEqual([false, false, false]);
    await page.getByLabel('Email Address').fill('sam@example.com');
    await page.getByLabel('Company Name').fill('  ');
    expect(await states()).toEqual([false, false, false]);
    await page.getByLabel('Company Name').fill('Bay Hardware');
    await page.getByLabel('Contact Phone').fill('');
    expect(await states()).toEqual([false, false, false]);
  });

  it('shows a failure alert for each way to pay and keeps the form as typed', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    const alerts = collectAlerts(page);
    await chooseLevel('Gold');
    await fillContact();

    await sandbox.failNext(STRIPE_DOWN);
    await payButton('Pay Total Now').click();
    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['There was an error processing your partnership. Please try again.']);
    expect(await payButton('Pay Total Now').isEnabled()).toBe(true);

    await sandbox.failNext(STRIPE_DOWN);
    await payButton('Pay Over Time').click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect
      .poll(() => alerts.at(-1), { timeout: 10_000 })
      .toBe('There was an error setting up your installment plan. Please try again.');
    await page.keyboard.press('Escape');

    await page.route('**/api/pledges/check', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await payButton('Pay by Check').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => alerts.at(-1), { timeout: 10_000 })
      .toBe('There was an error processing your partnership request. Please try again.');
    await page.keyboard.press('Escape');
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Bay Hardware');
    expect(await page.getByRole('radio', { name: /^Gold/ }).isChecked()).toBe(true);
    expect(await admin.db.collection('community_partners').get()).toHaveProperty('size', 0);
  });
});

describe('Community Partner, a field the server refuses', () => {
  const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);
  const descriptionOf = (control: Locator) =>
    control.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );

  it('shows the reason beside the field, with the focus there, and keeps the alert', async () => {
    page = await openGivingForm(browser, 'Community Partner');
    const alerts = collectAlerts(page);
    await chooseLevel('Gold');
    await fillContact();
    // The page takes any address with an @; Stripe (here its sandbox) refuses one without a domain's dot.
    const email = page.getByLabel('Email Address');
    await email.fill('maria.lopez@example');
    await payButton('Pay Total Now').click();

    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['There was an error processing your partnership. Please try again.']);
    await expect.poll(() => isFocused(email), { timeout: 5_000 }).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(email)).toBe('Please enter a valid email address');
    await expectVisible(page.getByText('Please enter a valid email address'));
    await expectNoA11yViolations(page, 'the partner form with a refused email');
    await screenshot(page, 'sponsor-refused-email-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'sponsor-refused-email-desktop');

    // The words go as soon as the partner corrects the address.
    await email.fill('maria.lopez@example.com');
    await page.getByText('Please enter a valid email address').waitFor({ state: 'detached' });
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await admin.db.collection('community_partners').get()).toHaveProperty('size', 0);
  });
});

describe('Community Partner on a phone and a desktop', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no serious accessibility violation and no sideways scroll (${label})`, async () => {
      page = await openGivingForm(browser, 'Community Partner', viewport);
      await expectNoA11yViolations(page, `the partner form (${label})`);
      await screenshot(page, `public-sponsor-form-${label}`);
      await chooseLevel('Platinum');
      await fillContact();
      await addStudents(page, [
        { name: 'Eli Ortiz', gradeTeacher: 'TK - Ms. Rivera', tShirtSize: 'Youth S' },
      ]);
      await expectNoA11yViolations(page, `the filled partner form (${label})`);
      await screenshot(page, `public-sponsor-filled-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      if (viewport === PHONE) await expectTouchTargets(page);

      await payButton('Pay Over Time').click();
      await expectVisible(page.getByRole('dialog', { name: 'Set Up Payment Plan' }));
      await screenshot(page, `public-sponsor-plan-${label}`);
      if (viewport === PHONE) await expectTouchTargets(page);
      await page.keyboard.press('Escape');
      // Escape closes the dialog and gives focus back to the button that opened it.
      await expect
        .poll(() => payButton('Pay Over Time').evaluate((button) => button === document.activeElement))
        .toBe(true);
      await payButton('Pay by Check').click();
      await expectVisible(page.getByRole('dialog', { name: 'Confirm Check Payment' }));
      await screenshot(page, `public-sponsor-check-${label}`);
    });
  }
});
