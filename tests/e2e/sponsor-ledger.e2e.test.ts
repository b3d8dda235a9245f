import { PARTNERS_COLLECTION, RECORD_EVENTS_COLLECTION } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { postApi, sponsorBody } from '../support/api';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';

let page: Page;
let partnerId: string;
const { admin, open } = useBackOffice({
  // A Bronze check pledge from the public page: sold with the sample Bronze benefits (a website ad, 3 eblasts).
  seed: async () => {
    const { body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'bronze', plan: undefined, company_name: 'Ledger Bakery' }),
    );
    partnerId = body.id;
  },
});
beforeAll(async () => {
  page = await open('/admin/partners', PHONE);
});

const line = (name: string) =>
  page.getByRole('region', { name: 'Benefits' }).getByRole('listitem').filter({ hasText: name });
const delivered = async () =>
  (await admin.db.doc(`${PARTNERS_COLLECTION}/${partnerId}`).get()).get('benefits_delivered') as Record<
    string,
    { done: number; by: string }
  >;

describe('the sponsor ledger', () => {
  it('ticks benefits delivered one by one (and takes one back), saying who did it', async () => {
    await page.getByRole('button', { name: 'Ledger Bakery' }).click();
    const benefits = page.getByRole('region', { name: 'Benefits' });
    await expectVisible(benefits.getByText('0 of 3 delivered'));
    await page.getByRole('button', { name: 'Mark one Website ad delivered' }).click();
    await expectVisible(line('Website ad').getByText('1 of 1 delivered'));
    expect(await page.getByRole('button', { name: 'Mark one Website ad delivered' }).isDisabled()).toBe(true);
    for (let tick = 0; tick < 2; tick++) {
      await page.getByRole('button', { name: 'Mark one 3 eblasts delivered' }).click();
      await expectVisible(line('3 eblasts').getByText(`${tick + 1} of 3 delivered`));
    }
    await page.getByRole('button', { name: 'Undo one 3 eblasts delivered' }).click();
    await expectVisible(line('3 eblasts').getByText('1 of 3 delivered'));
    await expectVisible(line('3 eblasts').getByText(/Last ticked by e2e-admin@example\.org/));
    expect(await delivered()).toMatchObject({
      '0': { done: 1 },
      '1': { done: 1, by: 'e2e-admin@example.org' },
    });
    const history = await admin.db
      .collection(RECORD_EVENTS_COLLECTION)
      .where('kind', '==', 'benefit_delivered')
      .get();
    expect(history.size).toBe(4);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-benefits-phone');
    await expectNoSeriousA11yViolations(page, 'the partner details with its benefits');
  });

  it('finds the partner with the "Benefits owed" filter and counts what is owed on the dashboard', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByLabel('Benefits').selectOption('delivered');
    await expectVisible(page.getByText('No partners found matching your criteria.'));
    await page.getByLabel('Benefits').selectOption('owed');
    await expectVisible(page.getByRole('button', { name: 'Ledger Bakery' }));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const owed = page.getByRole('region', { name: 'Benefits Owed', exact: true });
    await expectVisible(owed.getByText('2', { exact: true }));
  });
});
