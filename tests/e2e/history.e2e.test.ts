import { DONATIONS_COLLECTION } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../support/api';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { expectDelivered, sandbox } from '../support/sandbox';

let page: Page;
const { admin, open } = useBackOffice({
  sandbox: true,
  seed: async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ parent_name: 'History Parent', amount: 60 }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  },
});
beforeAll(async () => {
  page = await open('/admin/donations', DESKTOP);
});

const history = (target: Page) => target.getByRole('region', { name: 'History' });

describe('history of every change', () => {
  it("shows a record's history: the public page, Stripe's changes, and an edit with each field before and after", async () => {
    await page.getByRole('button', { name: 'History Parent' }).click();
    await expectVisible(history(page).getByText('Card checkout started from the public page'));
    await expectVisible(history(page).getByText('Stripe').first());
    await expectVisible(history(page).getByText(/Net Payment:\s*\(blank\)\s*→\s*\$57\.96/));

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Notes').fill('Thanked by phone');
    await page.getByLabel('Yearbook Number').fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Donation updated successfully!'));
    const edit = history(page).getByRole('listitem').filter({ hasText: 'Edited in the back office' });
    await expectVisible(edit.getByText('e2e-admin@example.org'));
    await expectVisible(edit.getByText(/Notes:\s*\(blank\)\s*→\s*Thanked by phone/));
    await expectVisible(edit.getByText(/Yearbook:\s*\(blank\)\s*→\s*2/));
    await screenshot(page, 'admin-history-desktop');
    await expectNoSeriousA11yViolations(page, 'the details with their history');
  });

  it('lists the team’s recent changes on the Activity screen, by member and by day', async () => {
    const phone = await open('/admin/activity', PHONE);
    const changes = phone.getByRole('region', { name: 'Recent changes' });
    await expectVisible(changes.getByText('Edited in the back office'));
    await expectVisible(changes.getByText('Card checkout started from the public page'));
    await phone
      .getByRole('combobox', { name: 'Member' })
      .selectOption({ label: 'e2e-admin@example.org' }, { timeout: 10_000 });
    await expectVisible(changes.getByText('Edited in the back office'));
    expect(await changes.getByText('Card checkout started from the public page').count()).toBe(0);
    await phone.getByRole('combobox', { name: 'Member' }).selectOption('stripe', { timeout: 10_000 });
    await expectVisible(changes.getByText(/Checkout completed/).first());
    expect(await changes.getByText('Edited in the back office').count()).toBe(0);
    await phone.getByRole('combobox', { name: 'Member' }).selectOption('all', { timeout: 10_000 });
    await phone.getByRole('textbox', { name: 'To' }).fill('2020-01-01', { timeout: 10_000 });
    await expectVisible(changes.getByText('No change matches these filters.'));
    await phone.getByRole('textbox', { name: 'To' }).fill('', { timeout: 10_000 });
    await changes
      .getByRole('link', { name: /^Donation: / })
      .first()
      .click();
    await expectVisible(phone.getByRole('heading', { name: 'Donation Details' }));
    await expectVisible(history(phone).getByText('Edited in the back office'));
    await screenshot(phone, 'admin-history-phone');
    await phone.goBack();
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await screenshot(phone, 'admin-activity-phone');
    await expectNoSeriousA11yViolations(phone, 'the Activity screen');
    const entries = await admin.db
      .collection('record_events')
      .where('collection', '==', DONATIONS_COLLECTION)
      .get();
    expect(entries.size).toBeGreaterThan(2);
    await phone.context().close();

    await page.goto(`${urls.web}/admin/activity`);
    await expectVisible(
      page.getByRole('region', { name: 'Recent changes' }).getByText('Edited in the back office'),
    );
    await screenshot(page, 'admin-activity-desktop');
  });
});
