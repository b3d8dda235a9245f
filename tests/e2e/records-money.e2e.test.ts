import { formatCurrency } from '@hope/domain/money';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { donationBody, postApi } from '../support/api';
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
import { sessionIdOf, type Started } from '../support/payments-bed';
import { expectDelivered, sandbox } from '../support/sandbox';

const { browser, admin, open } = useBackOffice({ fresh: 'test', sandbox: true, closePages: 'test' });
let page: Page;

const stored = async (id: string) => (await admin.db.doc(`${DONATIONS_COLLECTION}/${id}`).get()).data()!;

/** A parent's card gift from the public endpoint, left on the checkout page (pending) until `pay` is called. */
async function cardGift(parent: string, amount = 80) {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ parent_name: parent, amount }),
  );
  return { id: body.id, pay: async () => expectDelivered(await sandbox.pay(sessionIdOf(body.url))) };
}

/** The value read mode shows for a field, by its label. */
const shownValue = (target: Page, label: string) =>
  target
    .locator('.details-item', { has: target.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function openDetails(target: Page, parent: string) {
  await target.getByRole('searchbox', { name: 'Search by parent name, type or email' }).fill(parent);
  await target.getByRole('button', { name: parent }).first().click();
  await expectVisible(target.getByRole('heading', { name: 'Donation Details' }));
}

beforeEach(async () => {
  page = await newPage(browser, DESKTOP);
});

describe('an office edit never erases what Stripe reported', () => {
  it('keeps a payment that arrives while the edit form is open, and shows its fields read-only', async () => {
    const gift = await cardGift('Pending Parent');
    await signInAsAdmin(page, '/admin/donations');
    await openDetails(page, 'Pending Parent');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await page.getByLabel('Net Payment').getAttribute('readonly')).not.toBeNull();
    await expectVisible(page.getByText('Set by the recorded payment').first());

    await gift.pay();
    const paid = await stored(gift.id);
    expect(paid.payment_completed_at).toEqual(expect.any(String));
    await page.getByLabel('Notes').fill('Called to thank them');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Donation updated successfully!'));

    const after = await stored(gift.id);
    expect(after).toMatchObject({
      notes: 'Called to thank them',
      payment_completed_at: paid.payment_completed_at,
      net_payment: paid.net_payment,
      total_pledged_amt: 80,
    });
    await expectVisible(shownValue(page, 'Payment Status').getByText('Completed'));
  });

  it('refuses a field another member changed meanwhile, shows theirs, and saves on the second try', async () => {
    const gift = await cardGift('Shared Parent');
    await gift.pay();
    await signInAsAdmin(page, '/admin/donations');
    await openDetails(page, 'Shared Parent');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Notes').fill('My note');
    await page.getByLabel('Yearbook Number').fill('2');
    await admin.db.doc(`donations/${gift.id}`).update({ notes: 'Their note' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expectVisible(
      page.getByRole('alert').getByText(/Someone else changed Notes while you were editing/),
    );
    expect(await page.getByLabel('Notes').inputValue()).toBe('Their note');
    expect(await page.getByLabel('Yearbook Number').inputValue()).toBe('2');
    expect((await stored(gift.id)).yearbook).toBeNull();
    await expectNoSeriousA11yViolations(page, 'the edit form with a conflict');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Donation updated successfully!'));
    expect(await stored(gift.id)).toMatchObject({ notes: 'Their note', yearbook: 2 });
  });
});

describe('money actions in the record details', () => {
  it('refunds part then the rest of a payment from a confirm dialog naming the amount; status and net follow', async () => {
    const gift = await cardGift('Refund Parent', 100);
    await gift.pay();
    await signInAsAdmin(page, '/admin/donations');
    await openDetails(page, 'Refund Parent');

    await page.getByRole('button', { name: /^Refund the \$100\.00 payment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
    await expectVisible(dialog);
    await dialog.getByLabel('Amount to refund').fill('100.01');
    await expectVisible(dialog.getByText('You can refund at most $100.00.'));
    await dialog.getByLabel('Amount to refund').fill('30');
    await dialog.getByLabel('Reason').selectOption('duplicate');
    await expectVisible(dialog.getByText(/\$30\.00 goes back to the card that paid \$100\.00/));
    await expectNoSeriousA11yViolations(page, 'the refund dialog');
    await screenshot(page, 'admin-refund-dialog-desktop');
    await dialog.getByRole('button', { name: 'Refund $30.00' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(shownValue(page, 'Payment Status').getByText('Partially refunded'));
    await expectVisible(shownValue(page, 'Net Payment').getByText(formatCurrency(66.8)));
    await expectNoSeriousA11yViolations(page, 'the details with a partial refund');
    await screenshot(page, 'admin-details-payments-desktop');

    await page.getByRole('button', { name: /^Refund the \$100\.00 payment/ }).click();
    await page
      .getByRole('dialog', { name: 'Refund Payment' })
      .getByRole('button', { name: 'Refund $70.00' })
      .click();
    await expectVisible(shownValue(page, 'Payment Status').getByText('Refunded', { exact: true }));
    expect(await page.getByRole('button', { name: /^Refund the/ }).count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const pledged = page.getByRole('region', { name: 'Total Pledged Amount', exact: true });
    await expectVisible(pledged.getByText(formatCurrency(0), { exact: true }));
  });

  it('voids a record with a reason (it leaves the list until Show voided), then restores it', async () => {
    const gift = await cardGift('Test Parent');
    await gift.pay();
    const phone = await open('/admin/donations', PHONE);
    await openDetails(phone, 'Test Parent');
    await screenshot(phone, 'admin-details-payments-phone');
    await phone.getByRole('button', { name: 'Void record' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Void Record' });
    await dialog.getByRole('button', { name: 'Void record' }).click();
    await expectVisible(dialog.getByText('Please say why this record is voided'));
    await expectVisible(dialog.getByText(/Voiding does not refund: \$77\.\d\d was received/));
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await screenshot(phone, 'admin-void-dialog-phone');
    await dialog.getByLabel('Why is it voided?').fill('A test gift made by the office');
    await dialog.getByRole('button', { name: 'Void record' }).click();
    await expectVisible(
      phone.getByText(/Voided on .* by e2e-admin@example\.org: A test gift made by the office/),
    );
    expect((await stored(gift.id)).voided).toMatchObject({ reason: 'A test gift made by the office' });

    await phone.getByRole('button', { name: 'Back' }).click();
    await expectVisible(phone.getByText('No donations found'));
    await phone.getByRole('button', { name: /Filters/ }).click();
    await phone.getByLabel('Show voided').check();
    await expectVisible(phone.getByRole('button', { name: 'Test Parent' }));
    await phone.getByRole('button', { name: 'Test Parent' }).click();
    await phone.getByRole('button', { name: 'Restore record' }).click();
    await phone
      .getByRole('dialog', { name: 'Restore Record' })
      .getByRole('button', { name: 'Restore record' })
      .click();
    await expectVisible(shownValue(phone, 'Payment Status').getByText('Completed'));
    expect((await stored(gift.id)).voided).toBeNull();
    await phone.context().close();
  });

  it('voids a record whose monthly plan runs: the dialog says the plan ends, and Stripe stops it', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ parent_name: 'Plan Parent', donation_type: 'monthly', amount: 90, months: 3 }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    await signInAsAdmin(page, '/admin/donations');
    await openDetails(page, 'Plan Parent');
    await page.getByRole('button', { name: 'Void record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void Record' });
    await expectVisible(
      dialog.getByText(
        /Its monthly plan is cancelled at Stripe now: no further payment is charged, and restoring the record does not start the plan again\./,
      ),
    );
    await expectNoSeriousA11yViolations(page, 'the void dialog of a running plan');
    await screenshot(page, 'admin-void-plan-dialog-desktop');
    await dialog.getByLabel('Why is it voided?').fill('Duplicate of another gift');
    await dialog.getByRole('button', { name: 'Void record' }).click();
    await expectVisible(page.getByText(/Voided on .* by e2e-admin@example\.org: Duplicate of another gift/));
    await sandbox.idle();
    const record = await stored(body.id);
    expect(record.cancel_requested).toMatchObject({ when: 'now' });
    const cancels = (await sandbox.requests()).filter((entry) => entry.method === 'DELETE');
    expect(cancels.map((entry) => entry.path)).toEqual([
      `/v1/subscriptions/${record.stripe_subscription_id}`,
    ]);
    expect(await page.getByRole('button', { name: 'Stop monthly plan' }).count()).toBe(0);
  });
});
