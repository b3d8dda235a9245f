import { donationExportFields, partnerExportFields } from '@hope/domain/csv';
import { donationTypeLabels } from '@hope/domain/lists';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { schoolDateKey, schoolDayStart } from '@hope/domain/time';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { donationDocs, partnerDocs, writeDocs } from '../support/back-office-records';
import {
  downloadedCsv,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { defaultTimeZone } from '@hope/domain/settings';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click me")';
const [recent, older, unpaid] = donationDocs(3, now);
const typeOf = (doc: typeof recent) => donationTypeLabels[doc!.donation_type];

const { open: openExport } = useBackOffice({
  fresh: 'test',
  closePages: 'test',
  seed: async (db) => {
    await writeDocs(db, DONATIONS_COLLECTION, [
      {
        ...recent!,
        parent_name: FORMULA_NAME,
        email: 'formula@example.com',
        payment_completed_at: daysAgo(10),
      },
      { ...older!, parent_name: 'Grace Kim', email: 'grace@example.com', payment_completed_at: daysAgo(100) },
      { ...unpaid!, parent_name: 'Lucas Brown', email: null, payment_completed_at: null },
    ]);
    await writeDocs(db, PARTNERS_COLLECTION, partnerDocs(2, now));
  },
});

/** Clicks Export CSV and returns the downloaded file's name and lines. */
async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await downloadedCsv(download);
  return { name: download.suggestedFilename(), lines: text.split('\r\n') };
}

const counter = (page: Page, selected: number, total: number) =>
  expectVisible(page.getByText(`${selected} of ${total} fields selected`, { exact: true }));

describe('the donations export', () => {
  it('picks fields with Select All / None and the counter, and disables Export CSV with none', async () => {
    const page = await openExport('/admin/donations/export');
    const total = donationExportFields.length;
    await expectVisible(page.getByRole('heading', { name: 'Export Donations' }));
    await counter(page, total, total);
    await expectVisible(page.getByText('3 of 3 donations will be exported'));
    await expectVisible(page.getByRole('group', { name: 'Student Information' }).getByLabel('Students'));

    await page.getByRole('button', { name: 'Select None' }).click();
    await counter(page, 0, total);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).check();
    await counter(page, 1, total);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Select All' }).click();
    await counter(page, total, total);
  });

  it('downloads donations-<date>.csv with the chosen columns, a formula-like name neutralised', async () => {
    const page = await openExport('/admin/donations/export');
    await expectVisible(page.getByText('3 of 3 donations will be exported'));
    await page.getByRole('button', { name: 'Select None' }).click();
    await page.getByLabel('Parent Name').check();
    await page.getByLabel('Email', { exact: true }).check();
    await page.getByLabel('Donation Type').check();

    const { name, lines } = await exportCsv(page);
    expect(name).toBe(`donations-${schoolDateKey(defaultTimeZone, now)}.csv`);
    expect(lines[0]).toBe('Parent Name,Email,Donation Type');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1)).toEqual(
      expect.arrayContaining([
        `"'=HYPERLINK(""http://evil.example"",""Click me"")",formula@example.com,${typeOf(recent)}`,
        `Grace Kim,grace@example.com,${typeOf(older)}`,
        `Lucas Brown,,${typeOf(unpaid)}`,
      ]),
    );
    await screenshot(page, 'records-export-donations-desktop');
  });

  it('filters on the payment completion date: quick ranges, clear, custom start and end', async () => {
    const page = await openExport('/admin/donations/export');
    await expectVisible(page.getByText('3 of 3 donations will be exported'));
    const toggle = page.getByRole('button', { name: /Date Filter/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Last 30 Days' }).click();
    // 29 calendar days before today in school time: 29 x 24 hours is a day off late in the evening after a
    // change of clock.
    expect(await page.getByLabel('Start Date').inputValue()).toBe(
      schoolDateKey(defaultTimeZone, schoolDayStart(defaultTimeZone, now, -29)),
    );
    expect(await page.getByLabel('End Date').inputValue()).toBe(schoolDateKey(defaultTimeZone, now));
    await expectVisible(page.getByText('1 of 3 donations will be exported'));
    await page.getByRole('button', { name: 'Select None' }).click();
    await page.getByLabel('Parent Name').check();
    expect((await exportCsv(page)).lines).toEqual(['Parent Name', `"'${FORMULA_NAME.replace(/"/g, '""')}"`]);

    await page.getByRole('button', { name: 'Last 90 Days' }).click();
    await expectVisible(page.getByText('1 of 3 donations will be exported'));
    await page.getByRole('button', { name: 'Clear Dates' }).click();
    expect(await page.getByLabel('Start Date').inputValue()).toBe('');
    await expectVisible(page.getByText('3 of 3 donations will be exported'));

    await page.getByLabel('Start Date').fill(schoolDateKey(defaultTimeZone, daysAgo(120)));
    await page.getByLabel('End Date').fill(schoolDateKey(defaultTimeZone, daysAgo(60)));
    await expectVisible(page.getByText('1 of 3 donations will be exported'));
    expect((await exportCsv(page)).lines).toEqual(['Parent Name', 'Grace Kim']);
    await expectNoSeriousA11yViolations(page, 'the export screen with the date filter open');
  });
});

describe('the partners export', () => {
  it('downloads partners-<date>.csv with every partner field and returns to the list', async () => {
    const page = await openExport('/admin/partners/export');
    await expectVisible(page.getByRole('heading', { name: 'Export Partners' }));
    await expectVisible(page.getByText('2 of 2 partners will be exported'));
    const { name, lines } = await exportCsv(page);
    expect(name).toBe(`partners-${schoolDateKey(defaultTimeZone, now)}.csv`);
    expect(lines[0]).toBe(partnerExportFields.map((field) => field.label).join(','));
    expect(lines).toHaveLength(3);
    await page.getByRole('link', { name: 'Back to partners' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
  });

  it('fits a 390 px phone with no serious axe-core finding', async () => {
    const page = await openExport('/admin/partners/export', PHONE);
    await expectVisible(page.getByText('2 of 2 partners will be exported'));
    await page.getByRole('button', { name: /Date Filter/ }).click();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the export screen at 390 px');
    await screenshot(page, 'records-export-partners-phone');
  });
});
