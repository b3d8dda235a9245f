import { computeDashboard, dashboardExplanations, type DashboardFigures } from '@hope/domain/dashboard';
import { formatCurrency } from '@hope/domain/money';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { schoolDayStart } from '@hope/domain/time';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLiveData, signInAsAdmin } from '../support/admin-session';
import { donationDocs, partnerDocs, readBackOfficeRecords, writeDocs } from '../support/back-office-records';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  screenshot,
  takeCspViolations,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { defaultTimeZone } from '@hope/domain/settings';

let page: Page;
const { browser, admin, open } = useBackOffice({
  seed: async (db) => {
    await writeDocs(db, DONATIONS_COLLECTION, donationDocs(14));
    await writeDocs(db, PARTNERS_COLLECTION, partnerDocs(7));
  },
});
beforeAll(async () => {
  page = await open();
});

/** What the domain computes over the records in Firestore right now. */
async function expectedFigures(): Promise<DashboardFigures> {
  const { donations, partners } = await readBackOfficeRecords(admin.db);
  return computeDashboard(defaultTimeZone, donations, partners, new Date());
}

/** Waits until the card named `label` shows `value` (the live listener may take a moment). */
async function expectFigure(target: Page, label: string, value: string): Promise<void> {
  await expectVisible(
    target.getByRole('region', { name: label, exact: true }).getByText(value, { exact: true }),
  );
}

async function expectAllFigures(target: Page, figures: DashboardFigures, compact = false): Promise<void> {
  const money = (value: number) => formatCurrency(value, { compact });
  await expectFigure(target, 'Total Pledged Amount', money(figures.totalPledged));
  await expectFigure(target, 'Projected Total Net Revenue', money(figures.projectedNet));
  await expectFigure(target, 'Net Revenue To Date', money(figures.netToDate));
  await expectFigure(target, 'Today', String(figures.counts.today));
  await expectFigure(target, 'Past Week', String(figures.counts.pastWeek));
  await expectFigure(target, 'Past Month', String(figures.counts.pastMonth));
  await expectFigure(target, 'Total Donations', String(figures.donations.count));
  await expectFigure(target, 'Donation Amount', money(figures.donations.amount));
  await expectFigure(target, 'Total Partners', String(figures.partners.count));
  await expectFigure(target, 'Partnership Amount', money(figures.partners.amount));
}

/**
 * Takes the tab off the network or back. Chromium also tells the page (the window's offline and online events,
 * which Firestore listens to) when its network changes; on a machine without any network it thinks itself
 * offline from the start and says nothing, so the events are sent here as the browser sends them.
 */
async function setConnected(tab: Page, connected: boolean) {
  await tab.context().setOffline(!connected);
  await tab.evaluate((type) => window.dispatchEvent(new Event(type)), connected ? 'online' : 'offline');
}

describe('the dashboard', () => {
  it("shows the domain's figures over the records in Firestore, and the 5 latest of each kind", async () => {
    const figures = await expectedFigures();
    expect(figures.donations.count).toBeGreaterThan(5);
    await expectAllFigures(page, figures);
    const donations = page.getByRole('region', { name: 'Recent donations' }).getByRole('link');
    const partners = page.getByRole('region', { name: 'Recent partners' }).getByRole('link');
    await expectVisible(donations.first());
    expect(await donations.count()).toBe(5);
    expect(await partners.count()).toBe(Math.min(5, figures.recentPartners.length));
    for (const [index, record] of figures.recentDonations.entries()) {
      await expectVisible(donations.nth(index).getByText(record.parent_name, { exact: true }));
    }
    await screenshot(page, 'dashboard-desktop');
    await expectNoSeriousA11yViolations(page, 'the dashboard');
  });

  it('follows a record written with the Admin SDK and its deletion, without a reload', async () => {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const [doc] = donationDocs(1, new Date(), {
      parent_name: 'Live Update Parent',
      donation_type: 'one_time',
      donation_amount: 1234.56,
      total_pledged_amt: 1234.56,
      net_payment: 1198.44,
      created_at: new Date().toISOString(),
    });
    const ref = await admin.db.collection(DONATIONS_COLLECTION).add(doc!);
    const recent = page.getByRole('region', { name: 'Recent donations' });
    await expectVisible(recent.getByText('Live Update Parent'));
    await expectAllFigures(page, await expectedFigures());

    await ref.delete();
    await recent.getByText('Live Update Parent').waitFor({ state: 'detached' });
    await expectAllFigures(page, await expectedFigures());
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('names a cash gift in Recent Activity by its method, as the records list does', async () => {
    const at = new Date().toISOString();
    const [doc] = donationDocs(1, new Date(), {
      parent_name: 'Cash Envelope Parent',
      donation_type: 'one_time',
      donation_amount: 40,
      total_pledged_amt: 40,
      net_payment: 40,
      created_at: at,
      stripe_charges: {},
      payment_intent_id: null,
      checks: {
        cash_item1: {
          method: 'cash',
          number: 'item1',
          amount: 40,
          deposited_on: at.slice(0, 10),
          recorded_at: at,
          recorded_by: 'treasurer@example.org',
        },
      },
    });
    const ref = admin.db.collection(DONATIONS_COLLECTION).doc('cash-envelope');
    await ref.set(doc!);
    const entry = page
      .getByRole('region', { name: 'Recent donations' })
      .getByRole('link', { name: /Cash Envelope Parent/ });
    await expectVisible(entry);
    expect(await entry.textContent()).toContain('Cash');
    expect(await entry.textContent()).not.toContain('One Time');
    await ref.delete();
    await entry.waitFor({ state: 'detached' });
  });

  it('opens an info tooltip from the keyboard, and on hover', async () => {
    const button = page.getByRole('button', { name: 'How Total Pledged Amount is calculated' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
    for (
      let presses = 0;
      presses < 30 && !(await button.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(
      page.getByRole('tooltip').filter({ hasText: dashboardExplanations(defaultTimeZone).totalPledged }),
    );
    await screenshot(page, 'dashboard-tooltip-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'How Net Revenue To Date is calculated' }).hover();
    await expectVisible(
      page.getByRole('tooltip').filter({ hasText: dashboardExplanations(defaultTimeZone).netToDate }),
    );
    await page.mouse.move(0, 0);

    // The count the lists and the Classes screen count otherwise says what it takes in.
    await page.getByRole('button', { name: 'How Total Donations is calculated' }).hover();
    await expectVisible(
      page.getByRole('tooltip').filter({ hasText: dashboardExplanations(defaultTimeZone).donationsCount }),
    );
    await page.mouse.move(0, 0);
  });

  it('goes to the list with the record as the selected id when a Recent Activity item is clicked', async () => {
    const figures = await expectedFigures();
    const latest = figures.recentPartners[0]!;
    await page
      .getByRole('region', { name: 'Recent partners' })
      .getByRole('link')
      .filter({ hasText: latest.company_name })
      .first()
      .click();
    await page.waitForURL('**/admin/partners');
    expect(
      await page.evaluate(() => (history.state as { usr?: { selectedId?: string } }).usr?.selectedId),
    ).toBe(latest.id);
    // The list screen opens that record's details.
    await expectVisible(page.getByRole('heading', { name: 'Partner Details', level: 1 }));
    await expectVisible(page.getByText(latest.company_name, { exact: true }).first());
  });

  it('fits a 390 px phone: no sideways scroll (even for a long unbroken name), values of 1,000 and more as $x.xK', async () => {
    const longName = 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh';
    const ref = admin.db.collection(DONATIONS_COLLECTION).doc();
    await ref.set(
      donationDocs(1, new Date(), { parent_name: longName, created_at: new Date().toISOString() })[0]!,
    );
    try {
      const phone = await open('/admin/dashboard', PHONE);
      const figures = await expectedFigures();
      expect(figures.totalPledged).toBeGreaterThanOrEqual(1000);
      await expectAllFigures(phone, figures, true);
      await expectVisible(phone.getByText(/^\$\d+\.\dK$/).first());
      await expectVisible(phone.getByRole('region', { name: 'Recent donations' }).getByText(longName));
      expect(await hasHorizontalScroll(phone)).toBe(false);
      await screenshot(phone, 'dashboard-phone');
      await expectNoSeriousA11yViolations(phone, 'the dashboard on a phone');
      await phone.context().close();
    } finally {
      await ref.delete();
    }
  });

  it('keeps the figures and shows a quiet notice while offline', { timeout: 60_000 }, async () => {
    await page.goto(page.url().replace(/\/admin\/.*$/, '/admin/dashboard'));
    const figures = await expectedFigures();
    await expectAllFigures(page, figures);
    await setConnected(page, false);
    try {
      // Firestore notices within seconds (the app shows the notice when the data comes from its cache only).
      await expectVisible(page.getByText(/You are offline/), 25_000);
      await expectAllFigures(page, figures);
    } finally {
      // Whatever happened, the next test (or this one's retry) gets a connected tab.
      await setConnected(page, true);
    }
    await page.getByText(/You are offline/).waitFor({ state: 'detached', timeout: 25_000 });
    // Offline, Firestore's channel probes the network with an image from www.google.com that the app's
    // Content-Security-Policy blocks; harmless (the probe only tells a network error from a server one).
    const violations = await takeCspViolations(page);
    expect(violations.filter((line) => !line.includes('www.google.com/images/cleardot.gif'))).toEqual([]);
  });

  it("says 'Loading dashboard data...' until the first data arrives", async () => {
    const tab = await newPage(browser);
    const release = await holdLiveData(tab);
    await signInAsAdmin(tab);
    await expectVisible(tab.getByText('Loading dashboard data...', { exact: true }));
    release();
    await expectAllFigures(tab, await expectedFigures());
    expect(await tab.getByText('Loading dashboard data...').count()).toBe(0);
    await tab.context().close();
  });

  it('shares one listener per collection between the screens: moving around re-reads nothing', async () => {
    const tab = await newPage(browser);
    let targetsAdded = 0;
    tab.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().includes('/Listen/')) return;
      targetsAdded += decodeURIComponent(request.postData() ?? '').split('addTarget').length - 1;
    });
    await signInAsAdmin(tab);
    await expectAllFigures(tab, await expectedFigures());
    // donations, community_partners, the settings document, the failed deliveries (the receipts notice), the
    // charges that name no record (the money notice) and the member's own team document (a change of role or
    // a removal reaches the open tab)
    await expect.poll(() => targetsAdded).toBe(6);
    const nav = tab.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Classes' }).click();
    await expectVisible(tab.getByRole('heading', { name: 'Rankings' }));
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expectAllFigures(tab, await expectedFigures());
    expect(targetsAdded).toBe(6);
    await tab.context().close();
  });

  it('rolls the day counts over at school-time midnight in a tab left open', async () => {
    const midnight = schoolDayStart(defaultTimeZone, new Date(), 1).getTime();
    const evening = new Date(midnight - 30_000);
    const [doc] = donationDocs(1, evening, {
      parent_name: 'Late Evening Parent',
      total_pledged_amt: 50,
      created_at: new Date(midnight - 90_000).toISOString(),
    });
    await admin.db.collection(DONATIONS_COLLECTION).add(doc!);
    const { donations, partners } = await readBackOfficeRecords(admin.db);
    const before = computeDashboard(defaultTimeZone, donations, partners, evening).counts;
    const after = computeDashboard(defaultTimeZone, donations, partners, new Date(midnight + 30_000)).counts;
    expect(after.today).toBeLessThan(before.today);

    // Playwright's fake Date hands out plain Dates where @date-fns/tz's TZDate subclass expects its own, so
    // under the fake clock the tab runs in the school's zone, where plain Dates keep the same day boundaries.
    const context = await browser.newContext({ viewport: DESKTOP, timezoneId: defaultTimeZone });
    const tab = await context.newPage();
    await tab.clock.install({ time: evening }); // the browser's clock: 30 s before the next school-time midnight
    await signInAsAdmin(tab);
    await expectFigure(tab, 'Today', String(before.today));
    await expectFigure(tab, 'Past Week', String(before.pastWeek));
    await tab.clock.fastForward(60_000);
    await expectFigure(tab, 'Today', String(after.today));
    await expectFigure(tab, 'Past Week', String(after.pastWeek));
    await expectFigure(tab, 'Past Month', String(after.pastMonth));
    await tab.context().close();
  });
});
