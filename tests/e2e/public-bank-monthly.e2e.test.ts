import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoA11yViolations, expectVisible, PHONE, screenshot } from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import {
  addStudents,
  expectHostedCheckout,
  expectTouchTargets,
  onlyRecord,
  openGivingForm,
} from '../support/public-forms';
import { sandbox } from '../support/sandbox';

/*
 * Monthly payments from a bank account: a large monthly gift and a sponsorship's installment plan, chosen on the
 * form, authorised once on Stripe's page, the record processing until the first debit clears.
 */

let page: Page;
const { browser, admin } = useBrowser({ fresh: 'test', sandbox: true, closePages: 'test' });

async function fillMonthlyGift(total: string, months: string) {
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByLabel('Total Donation Amount').fill(total);
  await page.getByLabel('Number of Months').fill(months);
  await page.getByLabel('Parent Name').fill('Ann Lee');
  await page.getByLabel('Email Address').fill('ann@example.com');
  // From $1,000 the dialog asks each student's t-shirt size.
  await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: 'K - Ms. Chen', tShirtSize: 'Youth M' }]);
}

async function fillSponsor() {
  await page.getByRole('radio', { name: /^Gold/ }).click();
  await page.getByLabel('Company Name').fill('Bay Hardware');
  await page.getByLabel('Contact Name').fill('Sam Ortiz');
  await page.getByLabel('Contact Phone').fill('5551234567');
  await page.getByLabel('Email Address').fill('sam@bayhardware.example.com');
}

describe('monthly payments from a bank account', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`a $500-a-month gift: offered from the threshold, authorised once, processing until it clears (${viewport.width} px)`, async () => {
      page = await openGivingForm(browser, 'Donate', viewport);
      const bank = page.getByRole('radio', { name: /^Bank account/ });
      // $1,200 over 12 months is $100 a month: below the school's $500.
      await fillMonthlyGift('1200', '12');
      await expectVisible(page.getByText('Cover the card fee'));
      expect(await bank.count()).toBe(0);
      await page.getByLabel('Total Donation Amount').fill('6000');
      await expectVisible(page.getByText('Paying by bank saves the school $10.80 in fees on each payment'));
      await bank.check();
      await expectVisible(page.getByText('Cover the bank payment fee'));
      await screenshot(page, `donate-monthly-bank-${viewport.width}`);
      await expectNoA11yViolations(page, `the monthly gift by bank at ${viewport.width} px`);
      if (viewport === PHONE) await expectTouchTargets(page);

      await page.getByRole('button', { name: 'Start Monthly Donation' }).click();
      await expectHostedCheckout(page, '$500.00');
      await page.getByRole('button', { name: 'Authorize debit' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Payment Successful!' }), 20_000);
      await expectVisible(page.getByText(/Your bank payment takes a few business days to clear/));
      const processing = await onlyRecord(admin.db, 'donations');
      expect(processing).toMatchObject({
        checkout_status: 'processing',
        checkout_method: 'us_bank_account',
        months: 12,
        total_pledged_amt: 6000,
        payment_completed_at: null,
      });

      const subscription = processing.stripe_subscription_id as string;
      await sandbox.settleBankDebit(await sandbox.latestInvoiceIntent(subscription), 'succeed');
      expect(await onlyRecord(admin.db, 'donations')).toMatchObject({
        checkout_status: 'complete',
        net_payment: 496,
      });
    });

    it(`a Gold sponsorship in 3 monthly payments from a bank account (${viewport.width} px)`, async () => {
      page = await openGivingForm(browser, 'Community Partner', viewport);
      await fillSponsor();
      await expectVisible(
        page.getByText(/Pay it all now or in up to 12 monthly payments, by card or from a bank account/),
      );
      await page.getByRole('button', { name: 'Pay Over Time' }).click();
      const plan = page.getByRole('dialog', { name: 'Set Up Payment Plan' });
      await expectVisible(plan.getByText('Spread your partnership over monthly payments.'));
      await plan.getByLabel('Number of Months').fill('3');
      const choice = plan.getByRole('group', { name: 'How would you like to pay each month?' });
      // $400 a month: a card's $11.90 against the bank's $3.20.
      await expectVisible(choice.getByText('Paying by bank saves the school $8.70 in fees on each payment'));
      await choice.getByRole('radio', { name: /^Bank account/ }).check();
      await plan.getByRole('checkbox', { name: /Cover the bank payment fee/ }).check();
      await expectVisible(plan.getByText(/adds \$3\.23 per payment/));
      await screenshot(page, `sponsor-plan-bank-${viewport.width}`);
      await expectNoA11yViolations(page, `the payment plan by bank at ${viewport.width} px`);
      if (viewport === PHONE) await expectTouchTargets(page);

      await plan.getByRole('button', { name: 'Continue to Payment' }).click();
      await expectHostedCheckout(page, '$403.23');
      await page.getByRole('button', { name: 'Authorize debit' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Payment Successful!' }), 20_000);
      await expectVisible(page.getByText(/Your bank payment takes a few business days to clear/));
      expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
        checkout_status: 'processing',
        checkout_method: 'us_bank_account',
        months: 3,
        fee_covered: true,
        total_pledged_amt: 1200,
      });
    });
  }

  it('speaks Spanish on a phone: the monthly gift’s choice and the plan’s, through to Stripe’s page', async () => {
    page = await openGivingForm(browser, 'Donate');
    await fillMonthlyGift('6000', '12');
    await page.getByRole('button', { name: 'Español' }).click();
    const choice = page.getByRole('group', { name: '¿Cómo le gustaría pagar?' });
    await expectVisible(
      choice.getByText('Pagar desde su banco le ahorra a la escuela $10.80 en comisiones en cada pago'),
    );
    await choice.getByRole('radio', { name: /^Cuenta bancaria/ }).check();
    await expectVisible(page.getByText('Cubrir la comisión del pago bancario'));
    await screenshot(page, 'es-donate-monthly-bank-390');
    await expectNoA11yViolations(page, 'the monthly gift by bank, in Spanish');

    page = await openGivingForm(browser, 'Community Partner');
    await fillSponsor();
    await page.getByRole('button', { name: 'Español' }).click();
    await expectVisible(page.getByText(/Pague todo ahora o en hasta 12 pagos mensuales/));
    await page.getByRole('button', { name: 'Pagar a plazos' }).click();
    const plan = page.getByRole('dialog', { name: 'Configurar plan de pagos' });
    await expectVisible(plan.getByText('Divida su patrocinio en pagos mensuales.'));
    await plan.getByLabel('Número de meses').fill('3');
    const monthly = plan.getByRole('group', { name: '¿Cómo le gustaría pagar cada mes?' });
    await monthly.getByRole('radio', { name: /^Cuenta bancaria/ }).check();
    await screenshot(page, 'es-sponsor-plan-bank-390');
    await expectNoA11yViolations(page, 'the payment plan by bank, in Spanish');
    await plan.getByRole('button', { name: 'Continuar al pago' }).click();
    await expectHostedCheckout(page, '$400.00');
    await expectVisible(page.getByRole('button', { name: 'Autorizar débito' }));
    expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
      language: 'es',
      checkout_method: 'us_bank_account',
      months: 3,
    });
  });
});
