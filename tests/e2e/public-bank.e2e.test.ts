import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoA11yViolations, expectVisible, PHONE, screenshot } from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { expectHostedCheckout, onlyRecord, openGivingForm } from '../support/public-forms';
import { sandbox } from '../support/sandbox';

/*
 * Paying from a bank account, as a company's contact or a large giver meets it on a phone: the choice and what it
 * saves the school, Stripe's page asking to authorise the debit, the record processing until the bank answers.
 */

let page: Page;
const { browser, admin } = useBrowser({ fresh: 'test', sandbox: true, closePages: 'test' });

async function fillSponsor() {
  await page.getByRole('radio', { name: /^Gold/ }).click();
  await page.getByLabel('Company Name').fill('Bay Hardware');
  await page.getByLabel('Contact Name').fill('Sam Ortiz');
  await page.getByLabel('Contact Phone').fill('5551234567');
  await page.getByLabel('Email Address').fill('sam@bayhardware.example.com');
}

describe('paying from a bank account', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`a Gold sponsorship: the saving said, the debit authorised, processing until it clears (${viewport.width} px)`, async () => {
      page = await openGivingForm(browser, 'Community Partner', viewport);
      await fillSponsor();
      const choice = page.getByRole('group', { name: 'How would you like to pay the total now?' });
      await expectVisible(choice.getByText('Paying by bank saves the school $30.10 in fees'));
      await choice.getByRole('radio', { name: /^Bank account/ }).check();
      await expectVisible(page.getByText('Cover the bank payment fee'));
      await expectVisible(page.getByText(/adds \$5\.00 when you pay the total from your bank account/));
      await screenshot(page, `sponsor-bank-choice-${viewport.width}`);
      await expectNoA11yViolations(page, `the partner form with the bank chosen at ${viewport.width} px`);

      await page.getByRole('button', { name: 'Pay Total Now', exact: true }).click();
      await expectHostedCheckout(page, '$1,200.00');
      await expectVisible(page.getByText(/STRIPE TEST BANK/));
      await page.getByRole('button', { name: 'Authorize debit' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Payment Successful!' }), 20_000);
      await expectVisible(page.getByText(/Your bank payment takes a few business days to clear/));
      const processing = await onlyRecord(admin.db, 'community_partners');
      expect(processing).toMatchObject({
        checkout_status: 'processing',
        checkout_method: 'us_bank_account',
        total_pledged_amt: 1200,
        payment_completed_at: null,
      });

      await sandbox.settleBankDebit(processing.payment_intent_id as string, 'succeed');
      expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
        checkout_status: 'complete',
        net_payment: 1195,
      });
    });
  }

  it('is offered for a one-time gift from $500, not for $50 or a $500 monthly gift ($41.67 a month), and speaks Spanish', async () => {
    page = await openGivingForm(browser, 'Donate');
    const bank = () => page.getByRole('radio', { name: /^Bank account/ });
    await page.getByLabel('Donation Amount').fill('50');
    await expectVisible(page.getByText('Cover the card fee'));
    expect(await bank().count()).toBe(0);
    await page.getByLabel('Donation Amount').fill('500');
    await expectVisible(page.getByText('Paying by bank saves the school $10.80 in fees'));
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect.poll(() => bank().count()).toBe(0);

    await page.goto(page.url().replace(/\/?(\?.*)?$/, '/?lang=es'));
    await page.getByRole('button', { name: 'Donar', exact: true }).click();
    await page.getByLabel('Monto de la donación').fill('600');
    const choice = page.getByRole('group', { name: '¿Cómo le gustaría pagar?' });
    await expectVisible(choice.getByText('Pagar desde su banco le ahorra a la escuela $12.90 en comisiones'));
    await screenshot(page, 'es-donate-bank-choice-390');
    await expectNoA11yViolations(page, 'the donation form with the bank offered, in Spanish');
  });
});
