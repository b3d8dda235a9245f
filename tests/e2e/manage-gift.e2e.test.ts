import { computeDashboard } from '@hope/domain/dashboard';
import { donationSchema, type DonationRecord } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GRADE } from '../support/api';
import {
  DESKTOP,
  expectNoA11yViolations,
  expectNoSeriousA11yViolations,
  expectVisible,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import {
  addStudents,
  expectHostedCheckout,
  openGivingForm,
  payOnHostedCheckout,
} from '../support/public-forms';
import { sandbox } from '../support/sandbox';
import { defaultTimeZone } from '@hope/domain/settings';

let page: Page;
const { browser, admin, open } = useBackOffice({ fresh: 'test', sandbox: true, closePages: 'test' });

async function onlyDonation(): Promise<DonationRecord> {
  const docs = (await admin.db.collection('donations').get()).docs;
  expect(docs).toHaveLength(1);
  return { ...donationSchema.parse(docs[0]!.data()), id: docs[0]!.id };
}

/** A monthly gift of $90 over 3 months, paid on the hosted checkout: the thank-you step comes back. */
async function giveMonthly(): Promise<void> {
  page = await openGivingForm(browser, 'Donate');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByLabel('Total Donation Amount').fill('90');
  await page.getByLabel('Number of Months').fill('3');
  await page.getByLabel('Parent Name').fill('Ann Lee');
  await page.getByLabel('Email Address').fill('ann@example.com');
  await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
  await page.getByRole('button', { name: 'Start Monthly Donation' }).click();
  await expectHostedCheckout(page, '$30.00');
  await payOnHostedCheckout(page);
}

describe('a monthly donor manages their gift', () => {
  it('opens the portal from the thank-you step, cancels there, and the record and dashboard follow', async () => {
    await giveMonthly();
    expect(page.url()).not.toContain('manage=');
    const link = page.getByRole('link', { name: 'Manage my monthly gift' });
    await expectVisible(link);
    await expectNoA11yViolations(page, 'the thank-you step of a monthly gift');
    await screenshot(page, 'public-thanks-monthly-phone');
    const before = await onlyDonation();
    expect(before).toMatchObject({ total_pledged_amt: 90, cancel_date: null });

    await link.click();
    await page.waitForURL(/:12111\/portal\//);
    await expectVisible(page.getByText('$30.00 per month'));
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expectVisible(page.getByText('Your monthly plan is cancelled. No further payment will be taken.'));

    const after = await onlyDonation();
    expect(after.cancel_date).toEqual(expect.any(String));
    expect(after).toMatchObject({ total_pledged_amt: 30, payments_made: 1 });
    expect(computeDashboard(defaultTimeZone, [after], [], new Date()).totalPledged).toBe(30);
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await page.waitForURL(`${urls.web}/`);
  });

  it('lets an admin turn the link off from the record’s details, and the link then says so', async () => {
    await giveMonthly();
    const href = (await page.getByRole('link', { name: 'Manage my monthly gift' }).getAttribute('href'))!;
    const office = await open('/admin/donations', DESKTOP);
    await office.getByRole('searchbox', { name: 'Search by parent name, type or email' }).fill('Ann Lee');
    await office.getByRole('button', { name: 'Ann Lee' }).first().click();
    const section = office.getByRole('region', { name: 'Manage link' });
    await section.getByRole('button', { name: 'Turn off the manage link' }).click();
    const dialog = office.getByRole('dialog', { name: 'Turn Off the Manage Link' });
    await expectVisible(
      dialog.getByText('Every manage link sent to this donor until now stops working.', { exact: false }),
    );
    await expectNoSeriousA11yViolations(office, 'the turn-off dialog of a manage link');
    await screenshot(office, 'admin-manage-link-turn-off-desktop');
    await dialog.getByRole('button', { name: 'Turn off the link' }).click();
    await expectVisible(office.getByText('The manage link is turned off.'));
    await office.context().close();

    await page.goto(new URL(href, urls.web).href);
    await expectVisible(page.getByRole('heading', { name: 'This link has been turned off' }));
    const portals = (await sandbox.requests()).filter(
      (entry) => entry.path === '/v1/billing_portal/sessions',
    );
    expect(portals).toHaveLength(0);
  });

  it('refuses an altered or another donor link with a clear page, changing nothing', async () => {
    await giveMonthly();
    const href = (await page.getByRole('link', { name: 'Manage my monthly gift' }).getAttribute('href'))!;
    const token = decodeURIComponent(href.split('t=')[1]!);
    const [letter, id, expires, signature] = token.split('.') as [string, string, string, string];
    const before = await onlyDonation();
    for (const forged of [
      [letter, 'someoneElse', expires, signature].join('.'),
      [letter, id, String(Number(expires) + 1), signature].join('.'),
      'not-a-token',
    ]) {
      await page.goto(`${urls.web}/api/portal?t=${encodeURIComponent(forged)}`);
      await expectVisible(page.getByRole('heading', { name: 'This link is not valid' }));
    }
    await screenshot(page, 'public-manage-link-refused-phone');
    expect(await onlyDonation()).toEqual(before);
    const portals = (await sandbox.requests()).filter(
      (entry) => entry.path === '/v1/billing_portal/sessions',
    );
    expect(portals).toHaveLength(0);
  });
});
