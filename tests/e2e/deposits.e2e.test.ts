import { formatSchoolDay } from '@hope/domain/time';
import { defaultTimeZone } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { TEAM, useBackOffice } from '../support/browser-fixture';
import { tabTo } from '../support/keyboard';
import { officeDonation } from '../support/receipts-bed';

const second = TEAM.admin;
const viewer = TEAM.viewer;
const { admin, open } = useBackOffice({
  members: ['admin', 'viewer'],
  fresh: 'test',
  seed: async (db) => {
    const now = new Date().toISOString();
    await db
      .collection('donations')
      .doc('rivera-pledge')
      .set(
        officeDonation({
          parent_name: 'Rivera family',
          email: 'rivera@example.com',
          created_at: now,
          updated_at: now,
        }),
      );
  },
});

describe('the Deposits screen', () => {
  it('takes a batch from its first item to the bank: one member counts, a second signs off, both see the slip', async () => {
    const counter = await open('/admin/deposits', PHONE);
    await expectVisible(counter.getByText('No deposit batch yet.'));
    await counter.getByRole('button', { name: 'Open a new batch' }).click();
    await expectVisible(counter.getByRole('heading', { name: 'Add an item' }));
    // Named for people: the school's running number and the day it was opened.
    const name = `Deposit 1 · ${formatSchoolDay(defaultTimeZone, new Date().toISOString())}`;
    await expectVisible(counter.getByRole('heading', { name, level: 1 }));

    await counter.getByLabel('Amount ($)').fill('0');
    await counter.getByLabel('A new record').check();
    await counter.getByLabel('Family name').fill('Lee family');
    await counter.getByRole('button', { name: 'Add item' }).click();
    await expectVisible(counter.getByText('Please enter an amount of more than $0.00'));
    await counter.getByLabel('Amount ($)').fill('20');
    await counter.getByLabel('Email (for the receipt)').fill('lee@example.com');
    await counter.getByRole('button', { name: 'Add item' }).click();
    await expectVisible(counter.getByText('Cash · Lee family'));

    await counter.getByLabel('Check', { exact: true }).check();
    await counter.getByLabel('Amount ($)').fill('250');
    await counter.getByLabel('Check number').fill('1042');
    await counter.getByLabel('An existing record').check();
    await counter.getByRole('searchbox', { name: 'Search by name' }).fill('Rivera');
    await counter.getByRole('button', { name: 'Rivera family (donation)' }).click();
    await counter.getByRole('button', { name: 'Add item' }).click();
    await expectVisible(counter.getByText('Check #1042 · Rivera family'));
    await expectVisible(counter.getByText('$270.00'));
    await expectVisible(counter.getByText('1 check and 1 cash gift', { exact: true }));
    expect(await hasHorizontalScroll(counter)).toBe(false);
    await screenshot(counter, 'deposits-batch-open-390');
    await expectNoSeriousA11yViolations(counter, 'an open deposit batch');

    // The count is blind: the counter types what the envelope holds; a miscount is refused, saying which part.
    await counter.getByRole('button', { name: 'Mark as counted' }).click();
    const count = counter.getByRole('dialog', { name: `Count ${name}` });
    await expectVisible(count.getByText(/of the 2 items in hand/));
    expect(await count.getByText('$270.00').count()).toBe(0);
    await count.getByLabel('Cash counted ($)').fill('15');
    await count.getByLabel('Checks added up ($)').fill('250');
    await count.getByRole('button', { name: 'Mark as counted' }).click();
    await expectVisible(count.getByText(/^Your cash count does not match the cash in the items entered/));
    await screenshot(counter, 'deposits-count-refused-390');
    await expectNoSeriousA11yViolations(counter, 'the blind count, refused');
    await count.getByLabel('Cash counted ($)').fill('20');
    await count.getByRole('button', { name: 'Mark as counted' }).click();
    await count.waitFor({ state: 'detached' });
    const signOff = counter.getByRole('button', { name: 'Sign off and deposit' });
    await expectVisible(counter.getByText('You counted this batch: a second member must sign it off.'));
    expect(await signOff.isDisabled()).toBe(true);
    await screenshot(counter, 'deposits-batch-counted-390');

    const signer = await open('/admin/deposits', DESKTOP, second);
    await expectVisible(signer.getByText('Counted', { exact: true }));
    await expectVisible(signer.getByRole('link', { name }));
    await expectVisible(signer.getByText(/1 check and 1 cash gift/));
    await screenshot(signer, 'deposits-list-1280');
    await expectNoSeriousA11yViolations(signer, 'the deposits list');
    await signer.getByRole('link', { name: /^Deposit / }).click();
    await signer.getByRole('button', { name: 'Sign off and deposit' }).click();
    const confirm = signer.getByRole('dialog', { name: `Sign off ${name}?` });
    await expectVisible(
      confirm.getByText(
        /^You confirm that \$270\.00 in 1 check and 1 cash gift \(cash \$20\.00, checks \$250\.00\)/,
      ),
    );
    await screenshot(signer, 'deposits-sign-off-confirm-1280');
    await expectNoSeriousA11yViolations(signer, 'the sign-off confirmation');
    await confirm.getByRole('button', { name: 'Sign off $270.00' }).click();
    await expectVisible(signer.getByText('Deposited', { exact: true }));
    await expectVisible(counter.getByText('Deposited', { exact: true }));
    expect(await counter.getByRole('heading', { name: 'Add an item' }).count()).toBe(0);
    const [download] = await Promise.all([
      signer.waitForEvent('download'),
      signer.getByRole('button', { name: 'Download slip (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^deposit-1-[a-z]{3}-\d{1,2}-\d{4}-slip\.pdf$/);
    await screenshot(signer, 'deposits-batch-deposited-1280');
    await expectNoSeriousA11yViolations(signer, 'a deposited batch');

    const rivera = (await admin.db.doc('donations/rivera-pledge').get()).data()!;
    expect(rivera.net_payment).toBe(250);
  });

  it('refuses, beside the check number, a check its record already holds, naming what it holds', async () => {
    await admin.db.doc('donations/rivera-pledge').update({
      checks: {
        '1042': {
          method: 'check',
          number: '1042',
          amount: 250,
          deposited_on: '2026-11-03',
          recorded_at: '2026-11-03T18:00:00.000Z',
          recorded_by: 'treasurer@example.org',
        },
      },
      net_payment: 250,
    });
    const page = await open('/admin/deposits', DESKTOP);
    await page.getByRole('button', { name: 'Open a new batch' }).click();
    await page.getByLabel('Check', { exact: true }).check();
    await page.getByLabel('Amount ($)').fill('25');
    await page.getByLabel('Check number').fill('1042');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Rivera');
    await page.getByRole('button', { name: 'Rivera family (donation)' }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const refusal =
      'Check 1042 is already recorded on this gift: $250.00 received on Nov 3, 2026. To change it, use Correct check.';
    await expectVisible(page.getByText(refusal));
    const noteId = await page.getByLabel('Check number').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${noteId}"]`).textContent()).toBe(refusal);
    expect(await page.getByLabel('Check number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Check #1042 · Rivera family').count()).toBe(0);
  });

  it('can be walked with the keyboard alone: open a batch, add a cash gift for a new family, count it', async () => {
    const page = await open('/admin/deposits', DESKTOP);
    await expectVisible(page.getByText('No deposit batch yet.'));
    await tabTo(page, 'Open a new batch');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Add an item' }));
    await tabTo(page, 'Amount ($)');
    await page.keyboard.type('35');
    await tabTo(page, 'An existing record');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('A new record').isChecked()).toBe(true);
    await tabTo(page, 'Family name');
    await page.keyboard.type('Kim family');
    await tabTo(page, 'Email (for the receipt)');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Cash · Kim family'));
    // The toasts of the steps before are Tab stops too until they go, however long the machine takes.
    await tabTo(page, 'Mark as counted', 80);
    await page.keyboard.press('Enter');
    // The dialog opens on its first field; Tab reaches the next and the confirm, Enter submits.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('count-cash');
    await page.keyboard.type('35');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('You counted this batch: a second member must sign it off.'));

    // The second member signs it off with the keyboard too: the batch from the list, the button, the confirm.
    const signer = await open('/admin/deposits', DESKTOP, second);
    await expectVisible(signer.getByText('Counted', { exact: true }));
    await tabTo(signer, 'Deposit 1', 80);
    await signer.keyboard.press('Enter');
    await tabTo(signer, 'Sign off and deposit', 80);
    await signer.keyboard.press('Enter');
    const confirm = signer.getByRole('dialog', { name: /^Sign off Deposit 1/ });
    await expectVisible(confirm);
    await tabTo(signer, 'Sign off $35.00');
    await signer.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expectVisible(signer.getByText('Deposited', { exact: true }));
    await expectVisible(signer.getByText('Batch signed off and deposited.'));
  });

  it('shows a viewer the batches without a button that changes them', async () => {
    const owner = await open('/admin/deposits', DESKTOP);
    await owner.getByRole('button', { name: 'Open a new batch' }).click();
    await expectVisible(owner.getByRole('heading', { name: 'Add an item' }));

    const looker = await open('/admin/deposits', PHONE, viewer);
    await expectVisible(looker.getByText('Open', { exact: true }));
    expect(await looker.getByRole('button', { name: 'Open a new batch' }).count()).toBe(0);
    await looker.getByRole('link', { name: /^Deposit / }).click();
    await expectVisible(looker.getByRole('button', { name: 'Download slip (PDF)' }));
    expect(await looker.getByRole('button', { name: 'Mark as counted' }).count()).toBe(0);
    expect(await looker.getByRole('heading', { name: 'Add an item' }).count()).toBe(0);
    await screenshot(looker, 'deposits-viewer-390');
  });
});
