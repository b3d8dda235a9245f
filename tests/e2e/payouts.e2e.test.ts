import { monthOf, PAYOUTS_COLLECTION } from '@hope/domain/books';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdLiveData, signInAsAdmin } from '../support/admin-session';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { aDayOfGifts, payOutToday, utcDayFromNow } from '../support/payouts-bed';

let payoutId: string;
let amount: string;
const arrival = utcDayFromNow(3);
const { browser, admin } = useBackOffice({
  sandbox: true,
  seed: async (db) => {
    await aDayOfGifts(db);
    const payout = await payOutToday();
    payoutId = payout.id;
    amount = `$${(payout.amount / 100).toFixed(2)}`;
  },
  setupTimeout: 120_000,
});

/** The screen on the month the payout arrives in (it may be next month's near a month's end). */
async function openPayouts(page: Page) {
  await signInAsAdmin(page, '/admin/payouts');
  await expectVisible(page.getByRole('heading', { name: 'Payouts', level: 1 }));
  await page.getByLabel('Arriving in').fill(monthOf(arrival));
}
const payoutCard = (page: Page) =>
  page.getByRole('listitem').filter({ hasText: `Stripe payout ${payoutId}` });

describe('the Payouts screen', () => {
  it('shows each payout as on the bank statement, its lines traced to families and companies', async () => {
    const page = await newPage(browser, DESKTOP);
    await openPayouts(page);
    const card = payoutCard(page);
    await expectVisible(card.getByRole('heading', { name: new RegExp(`${amount.replace('$', '\\$')}$`) }));
    await expectVisible(card.getByText(/\(matches\)/));
    await expectVisible(card.getByText('1 line not matched to a record'));
    await card.getByRole('button', { name: /^Show 8 lines/ }).click();
    const lines = card.getByRole('table', { name: `Lines of the payout of ${amount}` });
    const row = (name: string | RegExp) => lines.getByRole('row').filter({ hasText: name });
    await expectVisible(row('Garcia Family').getByRole('cell', { name: '$50.00' }));
    await expectVisible(
      row(/Nguyen Family.*Refund/)
        .getByRole('cell', { name: '-$20.00' })
        .first(),
    );
    await expectVisible(row(/Okafor Family.*Dispute/).getByRole('cell', { name: '-$75.00' }));
    // Fees are money out on a line as in the summary: the dispute's $15.00 fee reads -$15.00.
    await expectVisible(row(/Okafor Family.*Dispute/).getByRole('cell', { name: '-$15.00' }));
    await expectVisible(row('Patel Family').getByRole('cell', { name: '$30.00' }));
    await expectVisible(row('Bay Hardware').getByRole('link', { name: 'Bay Hardware' }));
    await expectVisible(row('Not matched to a record').getByRole('cell', { name: '$45.00' }));
    await expectNoSeriousA11yViolations(page, 'the Payouts screen with a payout open');
    await screenshot(page, 'admin-payouts-desktop');
    await page.context().close();
  });

  it('fits a 390 px phone', async () => {
    const page = await newPage(browser, PHONE);
    await openPayouts(page);
    await payoutCard(page)
      .getByRole('button', { name: /^Show 8 lines/ })
      .click();
    await expectVisible(page.getByText('Garcia Family'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the Payouts screen on a phone');
    await screenshot(page, 'admin-payouts-phone');
    await page.context().close();
  });

  it('says when a month has no payouts, and while they load', async () => {
    const page = await newPage(browser, DESKTOP);
    const release = await holdLiveData(page);
    await signInAsAdmin(page, '/admin/payouts');
    await expectVisible(page.getByText('Loading payouts...'));
    release();
    await page.getByLabel('Arriving in').fill('2020-01');
    await expectVisible(page.getByText(/^No payouts arrive in this month yet\./));
    await screenshot(page, 'admin-payouts-empty-desktop');
    await page.context().close();
  });

  it('fetches a missing payout for a range of days, which then appears live', async () => {
    await admin.db.collection(PAYOUTS_COLLECTION).doc(payoutId).delete();
    const page = await newPage(browser, PHONE);
    await openPayouts(page);
    await expectVisible(page.getByText(/^No payouts arrive in this month yet\./));
    await page.getByRole('button', { name: 'Fetch payouts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fetch Payouts' });
    await dialog.getByLabel('Arriving from').fill(arrival);
    await dialog.getByLabel('Arriving until').fill(utcDayFromNow(-1));
    await dialog.getByRole('button', { name: 'Fetch' }).click();
    await expectVisible(dialog.getByText('The first date must not be after the last.'));
    await dialog.getByLabel('Arriving until').fill(arrival);
    await dialog.getByRole('button', { name: 'Fetch' }).click();
    // It goes on in the background: the dialog says what it found, and the payout appears when itemised.
    // A job's first task waits for the queue and a fresh instance: longer than a screen's usual wait.
    await expectVisible(dialog.getByText('Done: 1 payout', { exact: true }), 30_000);
    await expectVisible(dialog.getByText('1 being itemised (it appears in the list when ready).'));
    await expectNoSeriousA11yViolations(page, 'the Fetch Payouts dialog');
    await screenshot(page, 'admin-payouts-fetch-phone');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expectVisible(payoutCard(page).getByText(/\(matches\)/));
    await page.context().close();
  });
});
