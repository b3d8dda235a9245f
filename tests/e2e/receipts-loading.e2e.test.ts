import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdLiveData, signInAsAdmin } from '../support/admin-session';
import { DESKTOP, expectVisible, newPage, PHONE, screenshot } from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';

/*
 * The Receipts screen and its year-end preview while their data is on its way: placeholders of the size of
 * what comes, never a blank that jumps; and the sidebar's link fetches the screen ahead of the click.
 */

const { browser } = useBackOffice({});

const placeholder = (page: Page, label: string) =>
  page.getByRole('status').filter({ hasText: label }).locator('.placeholder-block').first();

describe('the Receipts screen while it loads', () => {
  it('shows placeholders for the receipts owed until they arrive', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInAsAdmin(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
    const release = await holdLiveData(page);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Receipts' })
      .click();
    await expectVisible(placeholder(page, 'Loading the payments without a receipt...'));
    await screenshot(page, 'receipts-loading-1280');
    release();
    await expectVisible(page.getByText('Every payment has its receipt.'));
    expect(await page.locator('.placeholder').count()).toBe(0);
  });

  it('fetches the screen and its first data on hover of its link, before the click', async () => {
    const page = await newPage(browser, DESKTOP);
    const chunks: string[] = [];
    let owedWatched = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(request.url());
      if (request.method() === 'POST' && request.url().includes('/Listen/')) {
        owedWatched ||= decodeURIComponent(request.postData() ?? '').includes('owed_receipts');
      }
    });
    await signInAsAdmin(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
    expect(chunks.some((url) => url.includes('ReceiptsPage'))).toBe(false);
    expect(owedWatched).toBe(false);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Receipts' })
      .hover();
    await expect.poll(() => chunks.some((url) => url.includes('ReceiptsPage'))).toBe(true);
    await expect.poll(() => owedWatched).toBe(true);
  });

  it('shows a placeholder of the table while the year-end preview is prepared', async () => {
    const page = await newPage(browser, PHONE);
    await signInAsAdmin(page, '/admin/receipts');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/receipts\/statements/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expectVisible(placeholder(page, 'statements...'));
    await screenshot(page, 'receipts-year-end-loading-390');
    release();
    await expectVisible(page.getByText(/donors?, \d+ gifts?/));
    // The receipts owed, above the preview, may still be on their way on a busy machine: every placeholder of
    // the screen is gone once they arrive.
    await expect.poll(() => page.locator('.placeholder').count()).toBe(0);
  });
});
