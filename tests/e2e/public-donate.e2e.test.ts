import type { Page } from 'playwright-core';
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
import { holdArrowTo, tabTo } from '../support/keyboard';
import { sandbox } from '../support/sandbox';

let page: Page;
const GRADE = 'K - Ms. Chen';
const { browser, admin } = useBrowser({ fresh: 'test', sandbox: true, closePages: 'test' });

const submitButton = (name: RegExp | string = /^(Donate Now|Start Monthly Donation)$/) =>
  page.getByRole('button', { name });

/** Fills the contact fields and one student, the way a parent does after choosing the amount. */
async function fillParent(name = 'Ann Lee', email = 'ann@example.com') {
  await page.getByLabel('Parent Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
}

async function chooseMonthly(total: string, months: string) {
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByLabel('Total Donation Amount').fill(total);
  await page.getByLabel('Number of Months').fill(months);
}

describe('Make a Donation, paid on the hosted checkout page', () => {
  it('gives once: Stripe charges the gift and the record holds it, paid, with the students', async () => {
    page = await openGivingForm(browser, 'Donate');
    await page.getByLabel('Donation Amount').fill('50');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'Bo Lee' }));
    await page.getByLabel('My company matches donations').check();
    // Ticked, it says what happens next and asks for the employer, whose name the receipt will carry.
    await expectVisible(
      page.getByText('Your receipt will include what your employer’s matching program asks for.'),
    );
    await page.getByLabel('Employer’s name (optional)').fill('Bay Hardware & Sons, Inc.');
    await expectNoA11yViolations(page, 'the donate form with company matching');
    await screenshot(page, 'donate-company-matching-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'donate-company-matching-desktop');
    const sent = page.waitForRequest('**/api/checkout/donation');
    await submitButton('Donate Now').click();

    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ donation_type: 'one_time', amount: 50, cover_fee: false, fax: '' });
    expect(body).toMatchObject({ company_matching: true, matching_employer: 'Bay Hardware & Sons, Inc.' });
    await expectHostedCheckout(page, '$50.00');
    await payOnHostedCheckout(page);
    expect(page.url()).not.toContain('success');

    const record = await onlyRecord(admin.db, 'donations');
    expect(record).toMatchObject({
      parent_name: 'Ann Lee',
      email: 'ann@example.com',
      donation_type: 'one_time',
      donation_amount: 50,
      total_pledged_amt: 50,
      net_payment: 48.25, // 5000 - (145 + 30) cents
      company_matching: true,
      matching_employer: 'Bay Hardware & Sons, Inc.',
      children_data: [{ name: 'Bo Lee', tShirtSize: '' }],
      grade_teacher_data: [{ grade: GRADE, teacher: GRADE }],
    });
    expect(record.payment_completed_at).toEqual(expect.any(String));
    expect(record.fee_covered ?? false).toBe(false);
  });

  it('gives monthly: the monthly payment shows to the cent, and the record keeps the months and the total', async () => {
    page = await openGivingForm(browser, 'Donate');
    await chooseMonthly('100', '3');
    await expectVisible(page.getByText('$33.33'));
    await chooseMonthly('1200', '12');
    await expectVisible(page.getByText('$100.00'));
    await fillParent('Cy Park', 'cy@example.com');
    // From $1,000 the dialog asks each student's t-shirt size.
    await addStudents(page, [
      { name: 'Di Park', gradeTeacher: '3rd Grade - Ms. Patel', tShirtSize: 'Youth M' },
    ]);
    await submitButton('Start Monthly Donation').click();

    await expectHostedCheckout(page, '$100.00');
    await expectVisible(page.getByText('12 monthly payments, $1,200.00 in total'));
    await payOnHostedCheckout(page);

    expect(await onlyRecord(admin.db, 'donations')).toMatchObject({
      donation_type: 'monthly',
      months: 12,
      donation_amount: 100,
      total_pledged_amt: 1200,
      payments_made: 1,
      children_data: [{ name: 'Di Park', tShirtSize: 'Youth M' }],
    });
  });

  it('covers the card fee: Stripe charges the gross-up, the school nets the whole gift', async () => {
    page = await openGivingForm(browser, 'Donate');
    await page.getByLabel('Donation Amount').fill('100');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    const cover = page.getByRole('checkbox', { name: /Cover the card fee/ });
    expect(await cover.isChecked()).toBe(false);
    await cover.check();
    // $103.30 - (2.9% of $103.30 = $3.00 rounded, + $0.30) = $100.00
    await expectVisible(page.getByText(/adds \$3\.30, so the school receives your whole gift/));
    await submitButton('Donate Now').click();

    await expectHostedCheckout(page, '$103.30');
    await payOnHostedCheckout(page);
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '10330' } }] });
    expect(await onlyRecord(admin.db, 'donations')).toMatchObject({
      donation_amount: 100,
      total_pledged_amt: 100,
      fee_covered: true,
      net_payment: 100,
    });
  });

  it('says the fee is added to every monthly payment', async () => {
    page = await openGivingForm(browser, 'Donate');
    await chooseMonthly('1200', '12');
    await expectVisible(page.getByText(/adds \$3\.30 per payment/));
  });

  it('comes back to the main step from a cancelled checkout, with nothing paid', async () => {
    page = await openGivingForm(browser, 'Donate');
    await page.getByLabel('Donation Amount').fill('25');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await submitButton('Donate Now').click();
    await expectHostedCheckout(page, '$25.00');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expectVisible(page.getByRole('button', { name: 'Donate', exact: true }));
    await page.waitForURL((url) => !url.search.includes('canceled'));
    const record = await onlyRecord(admin.db, 'donations');
    expect(record).toMatchObject({ payment_completed_at: null, total_pledged_amt: null, net_payment: null });
  });

  it('can be done with the keyboard alone, and Tab never reaches the hidden honeypot field', async () => {
    page = await openGivingForm(browser, 'Donate');
    const passed = await tabTo(page, 'One-Time');
    await holdArrowTo(page, 'ArrowRight', page.getByRole('radio', { name: 'Monthly' }));
    await page.getByRole('radio', { name: 'Monthly', checked: true }).waitFor({ timeout: 5_000 });
    passed.push(...(await tabTo(page, 'Total Donation Amount')));
    await page.keyboard.type('300');
    passed.push(...(await tabTo(page, 'Number of Months')));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    passed.push(...(await tabTo(page, 'Parent Name')));
    await page.keyboard.type('Kay Lee');
    passed.push(...(await tabTo(page, 'Email Address')));
    await page.keyboard.type('kay@example.com');
    passed.push(...(await tabTo(page, 'Add Student Information')));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Student Information' });
    await expectVisible(dialog);
    passed.push(...(await tabTo(page, 'Student Name')));
    await page.keyboard.type('Lu Lee');
    passed.push(...(await tabTo(page, 'Grade & Teacher')));
    await page.keyboard.press('ArrowDown');
    const grade = await dialog.getByLabel('Grade & Teacher').inputValue();
    expect(grade).not.toBe('');
    passed.push(...(await tabTo(page, 'Done')));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    passed.push(...(await tabTo(page, 'Start Monthly Donation')));
    expect(passed).not.toContain('Fax');
    await page.keyboard.press('Enter');

    await expectHostedCheckout(page, '$100.00');
    expect(await onlyRecord(admin.db, 'donations')).toMatchObject({
      parent_name: 'Kay Lee',
      months: 3,
      grade_teacher_data: [{ grade, teacher: grade }],
    });
  });
});

describe("Make a Donation, the form's rules", () => {
  it("shows the server's refusal of an employer's name that is not one beside it, with the focus there", async () => {
    page = await openGivingForm(browser, 'Donate');
    const alerts = collectAlerts(page);
    await page.getByLabel('Donation Amount').fill('50');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await page.getByLabel('My company matches donations').check();
    const employer = page.getByLabel('Employer’s name (optional)');
    await employer.fill('Visit www.cheap-pills.example now');
    await submitButton('Donate Now').click();

    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['There was an error processing your donation. Please try again.']);
    const refusal = /^Please enter your employer's name only/;
    await expectVisible(page.getByText(refusal));
    await expect
      .poll(() => employer.evaluate((element) => element === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    expect(await employer.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page, 'the donate form with a refused employer');
    expect(await admin.db.collection('donations').get()).toHaveProperty('size', 0);
  });

  it('enables submit only with an amount of at least $1, a name, an email with @ and a student', async () => {
    page = await openGivingForm(browser, 'Donate');
    const submit = submitButton('Donate Now');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Donation Amount').fill('0.50');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Donation Amount').fill('1');
    expect(await submit.isEnabled()).toBe(true);
    await page.getByLabel('Parent Name').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Parent Name').fill('Ann Lee');
    await page.getByLabel('Email Address').fill('ann.example.com');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email Address').fill('ann@example.com');
    expect(await submit.isEnabled()).toBe(true);
    // Raised to $1,000 after the student was added: the form asks for the t-shirt size it now includes.
    await page.getByLabel('Donation Amount').fill('1000');
    await expectVisible(page.getByText(/choose each student.s size/));
    await page.getByLabel('Donation Amount').fill('1');
    await page.getByRole('button', { name: 'Remove Bo Lee' }).click();
    expect(await submit.isDisabled()).toBe(true);
    // Monthly: the monthly payment ($6 / 12 = $0.50) must reach $1.
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await chooseMonthly('6', '12');
    expect(await submitButton('Start Monthly Donation').isDisabled()).toBe(true);
    await page.getByLabel('Number of Months').fill('6');
    expect(await submitButton('Start Monthly Donation').isEnabled()).toBe(true);
  });

  it('meets any other way of submitting with its alerts, in order: amount, name, email', async () => {
    page = await openGivingForm(browser, 'Donate');
    const alerts = collectAlerts(page);
    // The button stays disabled until the rules hold; a submit by other means (an Enter key in an older
    // browser, an assistive tool) is the case these alerts guard.
    const submitForm = () =>
      submitButton().evaluate((button: HTMLButtonElement) => button.form!.requestSubmit());
    const expected: string[] = [];
    const step = async (fill: () => Promise<void>, alert: string) => {
      await fill();
      await submitForm();
      expected.push(alert);
      await expect.poll(() => alerts, { timeout: 10_000 }).toEqual(expected);
    };
    await step(async () => {}, 'Please enter a valid donation amount');
    await step(() => page.getByLabel('Donation Amount').fill('50'), 'Please enter parent name');
    await step(() => page.getByLabel('Parent Name').fill('Ann Lee'), 'Please enter a valid email address');
    await step(() => page.getByLabel('Email Address').fill('ann'), 'Please enter a valid email address');
    await step(() => chooseMonthly('6', '12'), 'Please enter a valid monthly amount');
    await step(() => page.getByLabel('Email Address').fill(''), 'Please enter a valid monthly amount');
    expect((await admin.db.collection('donations').get()).size).toBe(0);
  });

  it('keeps everything typed and says so when the payment provider fails', async () => {
    page = await openGivingForm(browser, 'Donate');
    const alerts = collectAlerts(page);
    await page.getByLabel('Donation Amount').fill('75');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await sandbox.failNext(STRIPE_DOWN);
    await submitButton('Donate Now').click();
    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['There was an error processing your donation. Please try again.']);
    await expectVisible(submitButton('Donate Now'));
    expect(await submitButton('Donate Now').isEnabled()).toBe(true);
    expect(await page.getByLabel('Donation Amount').inputValue()).toBe('75');
    expect(await page.getByLabel('Parent Name').inputValue()).toBe('Ann Lee');
    expect(await page.getByLabel('Email Address').inputValue()).toBe('ann@example.com');
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'Bo Lee' }));

    await chooseMonthly('120', '3');
    await sandbox.failNext(STRIPE_DOWN);
    await submitButton('Start Monthly Donation').click();
    await expect
      .poll(() => alerts.at(-1), { timeout: 10_000 })
      .toBe('There was an error processing your subscription. Please try again.');
    expect(await submitButton('Start Monthly Donation').isEnabled()).toBe(true);
  });

  it('refuses a form whose hidden honeypot field was filled, as a bot does, and writes nothing', async () => {
    page = await openGivingForm(browser, 'Donate');
    const alerts = collectAlerts(page);
    await page.getByLabel('Donation Amount').fill('40');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await page.getByLabel('Fax', { exact: true }).fill('5551234567', { force: true });
    await submitButton('Donate Now').click();
    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['There was an error processing your donation. Please try again.']);
    expect((await admin.db.collection('donations').get()).size).toBe(0);
    expect(await sandbox.sessionCreates()).toHaveLength(0);
  });

  it('reads Processing... while the checkout opens, and shows the words of a server that asks to slow down', async () => {
    page = await openGivingForm(browser, 'Donate');
    const alerts = collectAlerts(page);
    const slowDown = 'Too many attempts from your connection. Please wait a minute and try again.';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/checkout/donation', async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: slowDown }),
      });
    });
    await page.getByLabel('Donation Amount').fill('20');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await submitButton('Donate Now').click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await expectVisible(processing);
    expect(await processing.isDisabled()).toBe(true);
    release();
    await expect.poll(() => alerts, { timeout: 10_000 }).toEqual([slowDown]);
    expect(await submitButton('Donate Now').isEnabled()).toBe(true);
  });
});

describe('Make a Donation on a phone and a desktop', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no serious accessibility violation and no sideways scroll (${label})`, async () => {
      page = await openGivingForm(browser, 'Donate', viewport);
      await expectNoA11yViolations(page, `the donate form (${label})`);
      await screenshot(page, `public-donate-form-${label}`);

      await page.getByRole('button', { name: 'Add Student Information' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Add Student Information' }));
      await expectNoA11yViolations(page, `the student dialog (${label})`);
      await screenshot(page, `public-donate-students-${label}`);
      await page.keyboard.press('Escape');
      await expectVisible(page.getByRole('button', { name: 'Add Student Information' }));

      await chooseMonthly('1200', '10');
      await fillParent();
      await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE, tShirtSize: 'Youth S' }]);
      await page.getByRole('checkbox', { name: /Cover the card fee/ }).check();
      await expectNoA11yViolations(page, `the filled monthly form (${label})`);
      await screenshot(page, `public-donate-monthly-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      if (viewport === PHONE) await expectTouchTargets(page);
    });
  }
});
