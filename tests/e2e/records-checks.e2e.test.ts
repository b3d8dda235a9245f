import { DONATIONS_COLLECTION } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
  screenshotOf,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { officeDonation } from '../support/receipts-bed';

const { browser, admin } = useBackOffice({ fresh: 'test', closePages: 'test' });
let page: Page;

const stored = async (id: string) => (await admin.db.doc(`${DONATIONS_COLLECTION}/${id}`).get()).data()!;

/** The value read mode shows for a field, by its label. */
const shownValue = (target: Page, label: string) =>
  target
    .locator('.details-item', { has: target.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Check 1042 of $500, deposited on Nov 3, 2026, as the check-received action stores it. */
const check1042 = {
  checks: {
    '1042': {
      method: 'check' as const,
      number: '1042',
      amount: 500,
      deposited_on: '2026-11-03',
      recorded_at: '2026-11-03T18:00:00.000Z',
      recorded_by: 'treasurer@example.org',
    },
  },
  net_payment: 500,
  payment_completed_at: '2026-11-03T20:00:00.000Z',
  payments_made: 1,
};

/**
 * A $500 check pledge the office entered (no email: no receipt to wait for), with check 1042 recorded when
 * `recorded`, open on its details.
 */
async function openCheckPledge(target: Page, recorded = false): Promise<string> {
  const ref = admin.db.collection(DONATIONS_COLLECTION).doc();
  await ref.set({
    ...officeDonation({
      parent_name: 'Check Parent',
      email: null,
      donation_amount: 500,
      total_pledged_amt: 500,
      created_at: new Date().toISOString(),
    }),
    ...(recorded ? check1042 : {}),
  });
  await signInAsAdmin(target, '/admin/donations');
  await target.getByRole('searchbox', { name: 'Search by parent name, type or email' }).fill('Check Parent');
  await target.getByRole('button', { name: 'Check Parent' }).first().click();
  await expectVisible(target.getByRole('heading', { name: 'Donation Details' }));
  return ref.id;
}

async function recordCheck(target: Page, amount: string, date: string) {
  await target.getByRole('button', { name: 'Record check received' }).click();
  const dialog = target.getByRole('dialog', { name: 'Record Check Received' });
  await dialog.getByLabel('Check number').fill('1042');
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Date deposited').fill(date);
  await dialog.getByRole('button', { name: 'Record check' }).click();
  return dialog;
}

beforeEach(async () => {
  page = await newPage(browser, DESKTOP);
});

describe('a recorded check on the details screen', () => {
  it('refuses the same check number with other money beside the field, changing nothing', async () => {
    const id = await openCheckPledge(page);
    const first = await recordCheck(page, '500', '2026-11-03');
    await first.waitFor({ state: 'detached' });
    await expectVisible(shownValue(page, 'Net Payment').getByText('$500.00'));

    const again = await recordCheck(page, '5', '2020-01-02');
    const refusal =
      'Check 1042 is already recorded on this gift: $500.00 received on Nov 3, 2026. To change it, use Correct check.';
    await expectVisible(again.getByText(refusal));
    expect(await again.getByLabel('Check number').getAttribute('aria-invalid')).toBe('true');
    // The words are tied to the field for a screen reader.
    const noteId = await again.getByLabel('Check number').getAttribute('aria-describedby');
    expect(await again.locator(`[id="${noteId}"]`).textContent()).toBe(refusal);
    await expectNoSeriousA11yViolations(page, 'the check-received dialog with a check already recorded');
    await screenshot(page, 'admin-check-received-refused-desktop');
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect((await stored(id)).checks['1042']).toMatchObject({ amount: 500, deposited_on: '2026-11-03' });
  });

  it('corrects a recorded check with a reason: the net and the history follow', async () => {
    const id = await openCheckPledge(page, true);
    await page.getByRole('button', { name: 'Correct check #1042' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct Check' });
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Correct amount').inputValue()).toBe('500.00');
    await dialog.getByRole('button', { name: 'Correct check' }).click();
    await expectVisible(dialog.getByText('Please say why the check is corrected'));
    await dialog.getByLabel('Why is it corrected?').fill('The check says $450');
    await dialog.getByRole('button', { name: 'Correct check' }).click();
    await expectVisible(
      dialog.getByText(
        'Check 1042 already holds $500.00 received on Nov 3, 2026: change the amount or the date to correct it.',
      ),
    );
    await dialog.getByLabel('Correct amount').fill('450');
    await expectVisible(
      dialog.getByText(
        /Corrected, it holds \$450\.00 received on Nov 3, 2026, and the record's net becomes \$450\.00/,
      ),
    );
    await expectVisible(
      dialog.getByText('The donor is mailed a corrected receipt that replaces the earlier one.'),
    );
    await expectNoSeriousA11yViolations(page, 'the correct check dialog');
    await screenshot(page, 'admin-correct-check-dialog-desktop');
    await dialog.getByRole('button', { name: 'Correct check' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expectVisible(shownValue(page, 'Net Payment').getByText('$450.00'));
    const history = page.getByRole('region', { name: 'History' });
    await expectVisible(
      history.getByText(
        'Check #1042 corrected from $500.00 deposited 2026-11-03 to $450.00 deposited 2026-11-03: The check says $450',
      ),
    );
    expect((await stored(id)).checks['1042']).toMatchObject({ amount: 450, revision: 2 });
  });

  it('shows the refusal of a check a signed-off deposit carried beside the check number, naming the deposit', async () => {
    const id = await openCheckPledge(page, true);
    const stamp = { uid: 'u1', email: 'treasurer@example.org', at: '2026-11-03T18:00:00.000Z' };
    await admin.db.doc('deposits/3f2a9c1b77aa').set({
      state: 'deposited',
      opened: stamp,
      counted: stamp,
      signed_off: { ...stamp, uid: 'u2', email: 'second@example.org' },
      deposited_on: '2026-11-03',
      items: [
        {
          id: 'item-1',
          method: 'check',
          amount_cents: 50_000,
          check_number: '1042',
          payer: { type: 'existing', collection: DONATIONS_COLLECTION, id, name: 'Check Parent' },
          added: stamp,
        },
      ],
      totals: { cash_cents: 0, check_cents: 50_000, total_cents: 50_000 },
      updated_at: stamp.at,
    });
    await page.getByRole('button', { name: 'Correct check #1042' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct Check' });
    await dialog.getByLabel('Correct amount').fill('450');
    await dialog.getByLabel('Why is it corrected?').fill('The check says $450');
    await dialog.getByRole('button', { name: 'Correct check' }).click();
    const refusal =
      'Check 1042 is part of Deposit 3F2A9C1B, signed off by two members on Nov 3, 2026, so it cannot be ' +
      'corrected here: a change to it must go through that deposit.';
    await expectVisible(dialog.getByText(refusal));
    const noteId = await dialog.getByLabel('Check number').getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${noteId}"]`).textContent()).toBe(refusal);
    expect((await stored(id)).checks['1042']).toMatchObject({ amount: 500 });
  });

  it('fits a 390 px phone, errors beside the fields', async () => {
    await page.context().close();
    page = await newPage(browser, PHONE);
    await openCheckPledge(page, true);
    await screenshotOf(page.getByRole('region', { name: 'Payments' }), 'admin-payments-correct-check-phone');
    await page.getByRole('button', { name: 'Correct check #1042' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct Check' });
    await dialog.getByRole('button', { name: 'Correct check' }).click();
    await expectVisible(dialog.getByText('Please say why the check is corrected'));
    await dialog.getByLabel('Why is it corrected?').fill('The bank stamped another day');
    await dialog.getByLabel('Correct date deposited').fill('2099-01-01');
    await dialog.getByRole('button', { name: 'Correct check' }).click();
    await expectVisible(dialog.getByText('The deposit date cannot be in the future.'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the correct check dialog on a phone');
    await screenshot(page, 'admin-correct-check-dialog-phone');
  });
});
