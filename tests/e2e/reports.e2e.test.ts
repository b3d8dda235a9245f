import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  downloadedCsv,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { TEAM, useBackOffice } from '../support/browser-fixture';
import { seedMarchBooks } from '../support/reports-bed';

const viewer = TEAM.viewer;
const { open } = useBackOffice({ members: ['viewer'], seed: seedMarchBooks, setupTimeout: 120_000 });

async function openMarch(page: Page) {
  await expectVisible(page.getByRole('heading', { name: 'Reports', level: 1 }));
  await page.getByLabel('Month').fill('2026-03');
  await expectVisible(page.getByRole('heading', { name: 'March 2026' }));
}

const amountOf = (table: ReturnType<Page['getByRole']>, line: string) =>
  table.getByRole('row', { name: new RegExp(`^${line} `) }).getByRole('cell');

describe('the Reports screen', () => {
  it("shows the month's income by kind, fees, net and deposits in transit, and the year's Form 990 figures", async () => {
    const page = await open('/admin/reports', DESKTOP);
    await openMarch(page);
    const month = page.getByRole('table', { name: "Treasurer's report, March 2026" });
    await expectVisible(amountOf(month, 'Donations').filter({ hasText: '$100.00' }));
    await expectVisible(amountOf(month, 'Qualified sponsorship').filter({ hasText: '$900.00' }));
    await expectVisible(amountOf(month, 'Advertising').filter({ hasText: '$100.00' }));
    await expectVisible(amountOf(month, 'Stripe fees').filter({ hasText: '-$3.20' }));
    await expectVisible(amountOf(month, 'Net').filter({ hasText: '$1,096.80' }));
    await expectVisible(
      amountOf(month, 'Deposit BATCHMAR, signed off 2026-03-30').filter({ hasText: '$1,000.00' }),
    );
    await expectVisible(amountOf(month, 'Total in transit').filter({ hasText: '$1,000.00' }));
    const year = page.getByRole('table', { name: 'Form 990 figures, 2026' });
    await expectVisible(amountOf(year, 'Gross receipts').filter({ hasText: '$1,100.00' }));
    await expectVisible(amountOf(year, 'Contributions').filter({ hasText: '$1,000.00' }));
    await expectVisible(amountOf(year, 'Advertising income').filter({ hasText: '$100.00' }));
    await expectNoSeriousA11yViolations(page, 'the Reports screen');
    await screenshot(page, 'admin-reports-1280');

    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name }).click(),
      ]);
      return { name: file.suggestedFilename(), lines: (await downloadedCsv(file)).split('\r\n') };
    };
    const report = await download('Download CSV');
    expect(report.name).toBe('hope-report-2026-03.csv');
    expect(report.lines).toContain('Deposits in transit,Total in transit,1000');
    const quickbooks = await download('QuickBooks CSV');
    expect(quickbooks.lines[0]).toBe('JournalNo,JournalDate,AccountName,Debits,Credits,Description,Name');
    expect(quickbooks.lines).toContain(
      'R202603-01,03/12/2026,Merchant fees,3.2,,"Stripe fees: Stripe payout po_report, 1 line (Card $3.20)",',
    );
    const xero = await download('Xero CSV');
    expect(xero.lines[0]).toBe(
      'Narration,Date,Description,AccountCode,TaxRate,Amount,TrackingName1,TrackingOption1',
    );
    expect(xero.lines).toContain(
      'R202603-02 Deposit BATCHMAR (cash and checks),30 Mar 2026,"Sponsor advertising: Deposit BATCHMAR, 1 item (Check)",220,Tax Exempt,-100,,',
    );
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('hope-report-2026-03.pdf');
    await page.context().close();
  });

  it('lets a viewer read it, and fits a 390 px phone', async () => {
    const page = await open('/admin/reports', PHONE, viewer);
    await openMarch(page);
    await expectVisible(page.getByRole('button', { name: 'QuickBooks CSV' }));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the Reports screen on a phone');
    await screenshot(page, 'admin-reports-390');
    await page.context().close();
  });
});
