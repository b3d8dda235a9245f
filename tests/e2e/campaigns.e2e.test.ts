import { formatCurrency } from '@hope/domain/money';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import {
  type Campaign,
  defaultSettings,
  defaultTimeZone,
  inCampaign,
  schoolYearCampaign,
} from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { donationDocs, writeDocs } from '../support/back-office-records';
import { expectNoSeriousA11yViolations, expectVisible, PHONE, screenshot } from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';

let page: Page;

const now = new Date();
const thisYear: Campaign = { ...schoolYearCampaign(defaultTimeZone, now), goal: 50_000 };
const lastYearStart = new Date(`${thisYear.start}T20:00:00Z`);
lastYearStart.setUTCFullYear(lastYearStart.getUTCFullYear() - 1);
const lastYear: Campaign = schoolYearCampaign(defaultTimeZone, lastYearStart);
const lastYearGift = new Date(`${lastYear.start}T20:00:00Z`);
lastYearGift.setUTCMonth(lastYearGift.getUTCMonth() + 2);

/** A completed one-time gift with a class of its own year, created at `createdAt`. */
function gift(parent: string, amount: number, createdAt: Date, teacher: string) {
  const [doc] = donationDocs(1, createdAt, {
    parent_name: parent,
    donation_type: 'one_time',
    donation_amount: amount,
    total_pledged_amt: amount,
    net_payment: amount,
    created_at: createdAt.toISOString(),
    form_submitted_at: createdAt.toISOString(),
    payment_completed_at: createdAt.toISOString(),
    cancel_date: null,
    grade_teacher_data: [{ grade: teacher, teacher }],
  });
  return doc!;
}

const thisYearGifts = [
  gift('Current Parent One', 100, now, '2nd Grade - Ms. Nguyen'),
  gift('Current Parent Two', 250, now, '2nd Grade - Ms. Nguyen'),
];
const lastYearGifts = [
  gift('Former Parent One', 1000, lastYearGift, '3rd Grade - Mr. Former'),
  gift('Former Parent Two', 40, lastYearGift, '3rd Grade - Mr. Former'),
  gift('Former Parent Three', 60, lastYearGift, 'K - Ms. Retired'),
];

const { open } = useBackOffice({
  settings: () => ({ ...defaultSettings, campaigns: [lastYear, thisYear] }),
  seed: (db) => writeDocs(db, DONATIONS_COLLECTION, [...thisYearGifts, ...lastYearGifts]),
});
beforeAll(async () => {
  expect(thisYearGifts.every((doc) => inCampaign(defaultTimeZone, doc.created_at, thisYear))).toBe(true);
  expect(lastYearGifts.every((doc) => inCampaign(defaultTimeZone, doc.created_at, lastYear))).toBe(true);
  page = await open();
});

const figure = (target: Page, label: string, value: string) =>
  expectVisible(target.getByRole('region', { name: label, exact: true }).getByText(value, { exact: true }));

describe('campaign years in the back office', () => {
  it("opens on today's campaign: its figures alone, its goal and how much of it is pledged", async () => {
    await expectVisible(page.getByText(`Campaign ${thisYear.name}`, { exact: true }));
    await expectVisible(page.getByText(/Goal \$50,000/));
    await figure(page, 'Total Donations', '2');
    await figure(page, 'Donation Amount', formatCurrency(350));
    const select = page.getByRole('combobox', { name: 'Campaign' });
    expect(await select.inputValue()).toBe(thisYear.id);
    expect(await select.getByRole('option').allTextContents()).toEqual([
      `${thisYear.name} (current)`,
      lastYear.name,
    ]);
    await expectNoSeriousA11yViolations(page, 'the dashboard with a campaign switcher');
  });

  it("charts the campaign's pledged and net received by day, with a table of the same figures, and the gifts by type", async () => {
    const chart = page.getByRole('region', { name: `Pledged and Received, ${thisYear.name}` });
    await expectVisible(chart.locator('svg').first());
    await chart.getByText('Show the figures as a table').click();
    const lastRow = chart.getByRole('row').last();
    expect(await lastRow.textContent()).toContain(formatCurrency(350));
    const gifts = page.getByRole('region', { name: 'Gifts by Type' });
    expect(await gifts.getByRole('listitem').first().textContent()).toBe(
      `One-time gifts2${formatCurrency(350)}`,
    );
    await screenshot(page, 'dashboard-campaign-chart-desktop');
    await expectNoSeriousA11yViolations(page, 'the dashboard with its campaign chart');
  });

  it("switches the dashboard, the lists and the class ranking to last year's records", async () => {
    await page.getByRole('combobox', { name: 'Campaign' }).selectOption(lastYear.id);
    await figure(page, 'Total Donations', '3');
    await figure(page, 'Donation Amount', formatCurrency(1100));
    await expectVisible(page.getByText(`Campaign ${lastYear.name}`, { exact: true }));

    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Donations' }).click();
    await expectVisible(page.getByText('3 of 3 donations'));
    await expectVisible(page.getByText('Former Parent One').first());
    expect(await page.getByText('Current Parent One').count()).toBe(0);

    await nav.getByRole('link', { name: 'Classes' }).click();
    const rankings = page.getByRole('region', { name: 'Rankings' });
    await expectVisible(rankings.getByText('3rd Grade - Mr. Former'));
    expect(await rankings.getByText('2nd Grade - Ms. Nguyen').count()).toBe(0);
  });

  it('keeps the choice through a reload, and shows the switcher on a phone', async () => {
    await page.reload();
    await figure(page, 'Total Classes', '2');
    expect(await page.getByRole('combobox', { name: 'Campaign' }).inputValue()).toBe(lastYear.id);
    const phone = await open('/admin/dashboard', PHONE);
    // A new tab starts on the current campaign.
    expect(await phone.getByRole('combobox', { name: 'Campaign' }).inputValue()).toBe(thisYear.id);
    await figure(phone, 'Total Donations', '2');
    await screenshot(phone, 'admin-campaign-switcher-phone');
    await phone.context().close();
  });
});
