import { donationQuickExportCsv } from '@hope/domain/csv';
import {
  applyDonationFilters,
  applyPartnerFilters,
  defaultDonationSort,
  defaultPartnerSort,
  emptyDonationFilters,
  emptyPartnerFilters,
  type DonationFilters,
  type DonationSort,
  type PartnerFilters,
} from '@hope/domain/lists';
import { type DonationRecord } from '@hope/domain/records';
import { defaultSettings } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  downloadedCsv,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import {
  expectCount,
  firstCells,
  recordsForTests,
  viewportShot,
  writeRecords,
} from './records-list.fixtures';
import { defaultTimeZone } from '@hope/domain/settings';

const now = new Date();
const { donations, partners } = recordsForTests(60, 24, now);
let page: Page;
const { admin, open } = useBackOffice({
  seed: async (db) => {
    await writeRecords(db, 'donations', donations);
    await writeRecords(db, 'community_partners', partners);
  },
});

const donationsNow = (
  filters: Partial<DonationFilters>,
  search = '',
  sort: DonationSort = defaultDonationSort,
) =>
  applyDonationFilters(
    defaultTimeZone,
    donations,
    { ...emptyDonationFilters(), ...filters },
    search,
    sort,
    new Date(),
  );
const partnersNow = (filters: Partial<PartnerFilters>, search = '') =>
  applyPartnerFilters(
    defaultTimeZone,
    partners,
    { ...emptyPartnerFilters(), ...filters },
    search,
    defaultPartnerSort,
    new Date(),
    defaultSettings,
  );

/** The screen shows the domain's answer: its count, and its first rows in its order. */
async function expectDonations(expected: readonly DonationRecord[]) {
  await expectCount(page, expected.length, donations.length, 'donations');
  if (expected.length === 0) return expectVisible(page.getByText('No donations found'));
  const shown = await firstCells(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(expected.slice(0, shown.length).map((record) => record.parent_name));
}

beforeAll(async () => {
  page = await open('/admin/donations', DESKTOP);
});

describe('the donations list', () => {
  it('shows every donation, latest payment first, with the count text and the actions', async () => {
    await expectVisible(page.getByRole('heading', { name: 'Donations' }));
    await expectDonations(donationsNow({}));
    expect(await page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    for (const header of ['Parent Name', 'Total Pledged', 'Type'])
      expect(await page.getByRole('columnheader', { name: header }).getAttribute('aria-sort')).toBe('none');
    expect(await page.getByRole('link', { name: 'Add Record' }).getAttribute('href')).toBe(
      '/admin/donations/add',
    );
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/admin/donations/export',
    );
    await viewportShot(page, 'records-donations-desktop');
  });

  it('searches parent name, type and email as the domain does', async () => {
    const search = page.getByRole('searchbox', { name: 'Search by parent name, type or email' });
    for (const query of ['garcia', 'MONTHLY', 'parent1', 'nobody-has-this']) {
      await search.fill(query);
      await expectDonations(donationsNow({}, query));
    }
    await search.fill('');
    await expectDonations(donationsNow({}));
  });

  it('applies each quick filter, and several together, as the domain does', async () => {
    const labels = {
      this_month: 'This Month',
      unpaid: 'Unpaid',
      monthly_donors: 'Monthly Donors',
      company_matched: 'Company Matched',
    } as const;
    for (const [id, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      const chip = page.getByRole('button', { name: label, exact: true });
      await chip.click();
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await expectDonations(donationsNow({ quick: [id] }));
      await chip.click();
    }
    await page.getByRole('button', { name: 'Unpaid', exact: true }).click();
    await page.getByRole('button', { name: 'Monthly Donors', exact: true }).click();
    await expectDonations(donationsNow({ quick: ['unpaid', 'monthly_donors'] }));
    await page.getByRole('button', { name: 'Unpaid', exact: true }).click();
    await page.getByRole('button', { name: 'Monthly Donors', exact: true }).click();
    await expectDonations(donationsNow({}));
  });

  it("applies the panel's filters as the domain does", async () => {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByLabel('Donation Type').selectOption('check');
    await expectDonations(donationsNow({ type: 'check' }));
    await panel.getByLabel('Payment Status').selectOption('pending');
    await expectDonations(donationsNow({ type: 'check', status: 'pending' }));
    await panel.getByLabel('Donation Type').selectOption('all');
    await panel.getByLabel('Payment Status').selectOption('all');
    await panel.getByLabel('Company Matching').selectOption('yes');
    await expectDonations(donationsNow({ companyMatching: 'yes' }));
    await panel.getByLabel('Company Matching').selectOption('all');
    await panel.getByLabel('Has Student Info').selectOption('no');
    await expectDonations(donationsNow({ hasStudentInfo: 'no' }));
    await panel.getByLabel('Has Student Info').selectOption('all');

    await panel.getByLabel('Min Amount').fill('500');
    await panel.getByLabel('Max Amount').fill('1500');
    await expectDonations(donationsNow({ minAmount: 500, maxAmount: 1500 }));
    expect(await panel.getByLabel('Min Amount').getAttribute('min')).toBe('0');
    await panel.getByLabel('Min Amount').fill('');
    await panel.getByLabel('Max Amount').fill('');

    await panel.getByLabel('Date Range').selectOption('last_30_days');
    await expectDonations(donationsNow({ dateRange: { kind: 'last_30_days', start: null, end: null } }));
    await panel.getByLabel('Date Range').selectOption('custom');
    const start = donations[3]!.created_at.slice(0, 10);
    const end = donations[9]!.created_at.slice(0, 10);
    const [from, to] = start < end ? [start, end] : [end, start];
    await panel.getByLabel('Start Date').fill(from);
    await panel.getByLabel('End Date').fill(to);
    await expectDonations(donationsNow({ dateRange: { kind: 'custom', start: from, end: to } }));
    await panel.getByLabel('Date Range').selectOption('all');

    const teacher = donations[0]!.grade_teacher_data[0]!.teacher;
    await panel.getByRole('button', { name: teacher, exact: true }).click();
    await expectDonations(donationsNow({ teachers: [teacher] }));
    await expectNoSeriousA11yViolations(page, 'the donations list with its filters panel');
    await screenshot(page, 'records-donations-filters-desktop');
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expectDonations(donationsNow({}));
    await page.getByRole('button', { name: /^Filters/ }).click();
  });

  it('sorts by a clicked column: a new column starts ascending, a second click toggles', async () => {
    const header = page.getByRole('columnheader', { name: 'Parent Name' });
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await expectDonations(donationsNow({}, '', { field: 'parent_name', direction: 'asc' }));
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await expectDonations(donationsNow({}, '', { field: 'parent_name', direction: 'desc' }));
    const amount = page.getByRole('columnheader', { name: 'Total Pledged' });
    await amount.getByRole('button').click();
    expect(await amount.getAttribute('aria-sort')).toBe('ascending');
    expect(await header.getAttribute('aria-sort')).toBe('none');
    const ascending = donationsNow({}, '', { field: 'amount', direction: 'asc' });
    await expectVisible(page.getByRole('row').nth(1).getByText(ascending[0]!.parent_name));
    await page.getByRole('columnheader', { name: 'Date' }).getByRole('button').click();
    await page.getByRole('columnheader', { name: 'Date' }).getByRole('button').click();
    await expectDonations(donationsNow({}));
  });

  it('downloads the filtered quick export with its fixed columns and the shown rows', async () => {
    await page.getByRole('button', { name: 'Company Matched', exact: true }).click();
    const shown = donationsNow({ quick: ['company_matched'] });
    await expectDonations(shown);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Filtered' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^filtered-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedCsv(download);
    expect(csv.split(/\r?\n/)[0]).toBe(
      'Parent Name,Email,Amount,Type,Payment Status,Company Matching,Created Date',
    );
    expect(csv).toBe(donationQuickExportCsv(defaultTimeZone, shown));
    await page.getByRole('button', { name: 'Company Matched', exact: true }).click();
  });

  it('shows a gift paid while the list is open, without a reload', async () => {
    const paidAt = new Date().toISOString();
    const gift = {
      ...donations[0]!,
      id: 'zz-live',
      parent_name: 'Live Gift Parent',
      payment_completed_at: paidAt,
      created_at: paidAt,
      updated_at: paidAt,
    };
    await writeRecords(admin.db, 'donations', [gift]);
    await expectCount(page, donations.length + 1, donations.length + 1, 'donations');
    expect((await firstCells(page))[0]).toBe('Live Gift Parent');
    await admin.db.collection('donations').doc('zz-live').delete();
    await expectCount(page, donations.length, donations.length, 'donations');
  });
});

describe('the partners list', () => {
  it('shows the partner columns, quick filters and filters as the domain does', async () => {
    await page.getByRole('link', { name: 'Partners' }).first().click();
    await expectVisible(page.getByRole('heading', { name: 'Community Partners' }));
    await expectCount(page, partners.length, partners.length, 'partners');
    const names = (list: typeof partners) => list.map((record) => record.company_name);
    const check = async (expected: typeof partners) => {
      await expectCount(page, expected.length, partners.length, 'partners');
      const shown = await firstCells(page);
      expect(shown).toEqual(names(expected).slice(0, shown.length));
    };
    await check(partnersNow({}));
    for (const header of ['Company', 'Contact', 'Level', 'Amount', 'Payment Date'])
      await expectVisible(page.getByRole('columnheader', { name: header }));
    expect(await page.getByRole('link', { name: 'Add Partner' }).getAttribute('href')).toBe(
      '/admin/partners/add',
    );

    const labels = {
      this_month: 'This Month',
      unpaid: 'Unpaid',
      top_levels: 'Platinum & Gold',
      missing_contact: 'Missing Contact Info',
    } as const;
    for (const [id, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await check(partnersNow({ quick: [id] }));
      await page.getByRole('button', { name: label, exact: true }).click();
    }
    await page.getByRole('searchbox', { name: 'Search by company, contact, level or email' }).fill('gold');
    await check(partnersNow({}, 'gold'));
    await page.getByRole('searchbox', { name: 'Search by company, contact, level or email' }).fill('');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByRole('checkbox', { name: 'Silver' }).check();
    await panel.getByRole('checkbox', { name: 'Bronze' }).check();
    await check(partnersNow({ levels: ['silver', 'bronze'] }));
    await panel.getByLabel('Contact Info').selectOption('complete');
    await check(partnersNow({ levels: ['silver', 'bronze'], contactInfo: 'complete' }));
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await check(partnersNow({}));
    await viewportShot(page, 'records-partners-desktop');
  });

  it('shows the empty text when nothing matches', async () => {
    await page
      .getByRole('searchbox', { name: 'Search by company, contact, level or email' })
      .fill('no such company');
    await expectVisible(page.getByText('No partners found matching your criteria.'));
    await page.getByRole('searchbox', { name: 'Search by company, contact, level or email' }).fill('');
  });
});

describe('the lists on a phone', () => {
  it('shows cards without sideways scrolling, with touch targets of at least 44 px', async () => {
    const phone = await open('/admin/donations', PHONE);
    await expectCount(phone, donations.length, donations.length, 'donations');
    const cards = phone.getByRole('list', { name: 'Donations' }).getByRole('button');
    await expectVisible(cards.first());
    expect(await cards.first().textContent()).toContain(donationsNow({})[0]!.parent_name);
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await viewportShot(phone, 'records-donations-phone');
    const targets = [
      cards.first(),
      phone.getByRole('button', { name: 'Unpaid', exact: true }),
      phone.getByRole('button', { name: /^Filters/ }),
      phone.getByRole('link', { name: 'Add Record' }),
    ];
    for (const target of targets) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await phone.getByRole('button', { name: /^Filters/ }).click();
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await expectNoSeriousA11yViolations(phone, 'the donations list on a phone');
    await viewportShot(phone, 'records-donations-phone-filters');
    await phone.context().close();
  });
});
