import {
  adminPlaceholderEmail,
  budgetItems,
  defaultSettings,
  defaultTimeZone,
  gradeTeacherOptions,
  schoolYearCampaign,
  SETTINGS_PATH,
} from '@hope/domain/settings';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/src/lib/paths';
import {
  DESKTOP,
  expectNoA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { adminForTests, urls } from '../support/emulators';
import { progressHead, setProgressFigures } from '../support/progress';

/** The stack starts with no settings document: the app shows the sample values. */
const school = {
  ...defaultSettings.organization,
  ...defaultSettings.giving,
  gradeTeacherOptions: gradeTeacherOptions(defaultSettings),
  tShirtSizes: defaultSettings.tShirtSizes,
  budgetBreakdown: budgetItems(defaultSettings),
  adminPlaceholderEmail: adminPlaceholderEmail(defaultSettings),
};

const { browser } = useBrowser();

const fundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: school.fundName });

/** Opens / (plus a query) and waits for the step the test expects to start from. */
async function openPublicPage(viewport = PHONE, query = ''): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${urls.web}/${query}`);
  return page;
}

/**
 * Controls under `scope` smaller than 44 px in either direction. A checkbox or radio counts by its label (the
 * label is what a finger presses); text links inside sentences are exempt, as WCAG exempts them.
 */
async function smallTouchTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    return Array.from(root.querySelectorAll<HTMLElement>('button, input, select, textarea, a.button'))
      .filter(
        (element) => element.getClientRects().length > 0 && (element as HTMLInputElement).type !== 'hidden',
      )
      .filter((element) => {
        const input = element as HTMLInputElement;
        const target = ['checkbox', 'radio'].includes(input.type)
          ? (input.closest('label') ?? input)
          : element;
        const box = target.getBoundingClientRect();
        return box.width < 44 || box.height < 44;
      })
      .map(
        (element) =>
          `${element.tagName} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`,
      );
  }, scope);
}

async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The bundled packages a built chunk holds, read from its source map. */
function packagesOf(chunkUrl: string): string[] {
  const file = new URL(chunkUrl).pathname.replace(/^\//, '');
  // The bundler's own helpers (its runtime, and the preload helper of a dynamic import) are the chunks without a
  // map: they bundle no package.
  if (/\/(rolldown-runtime|preload-helper)-[^/]+\.js$/.test(file)) return [];
  const map = JSON.parse(readFileSync(join(repoRoot, 'web', 'dist', `${file}.map`), 'utf8')) as {
    sources: string[];
  };
  return map.sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? []);
}

const isFirebase = (name: string) => name === 'firebase' || name.startsWith('@firebase/');
const isChart = (name: string) => name.startsWith('@nivo/') || name.startsWith('d3-');

describe('the public giving page, main step', () => {
  it('presents the fund, the ask, the three ways to give and the two choices on a phone', async () => {
    const page = await openPublicPage();
    await expectVisible(fundHeading(page));
    await expectVisible(page.getByText(school.schoolName, { exact: true }));
    await expectVisible(page.getByText(/Thank you for supporting/));
    await expectVisible(page.getByText('$1,000', { exact: true }));
    await expectVisible(page.getByText(/any amount is welcome/));
    await expectVisible(page.getByText('~$800', { exact: true }));
    await expectVisible(page.getByText(/tax-deductible to the extent allowed by law/));
    await expectVisible(page.getByText('Pay by check.'));
    await expectVisible(page.getByText('Pay online by credit card.'));
    await expectVisible(page.getByText('Sign up for an installment plan.'));
    const office = page.getByRole('link', { name: school.officeEmail });
    expect(await office.getAttribute('href')).toBe(`mailto:${school.officeEmail}`);
    await expectVisible(page.getByRole('button', { name: 'Learn More' }));
    await expectVisible(page.getByRole('button', { name: 'Donate', exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Community Partner', exact: true }));

    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTouchTargets(page)).toEqual([]);
    await expectNoA11yViolations(page, 'the main step');
    // Each choice is named by its visible title (its content), not by an aria-label that hides its text.
    for (const name of ['Donate', 'Community Partner']) {
      const choice = page.getByRole('button', { name, exact: true });
      expect(await choice.getAttribute('aria-label')).toBeNull();
    }
    await screenshot(page, 'public-main-phone');
    const desktop = await openPublicPage(DESKTOP);
    await expectVisible(fundHeading(desktop));
    await screenshot(desktop, 'public-main-desktop');
  });

  it('first loads no Firebase SDK and no chart code, without a console error; the chart arrives with Where Your Money Goes', async () => {
    const page = await newPage(browser, PHONE);
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${urls.web}/`);
    await expectVisible(fundHeading(page));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    const firstLoad = scripts.flatMap(packagesOf);
    expect(firstLoad).toContain('react-dom');
    expect(firstLoad.filter(isFirebase)).toEqual([]);
    expect(firstLoad.filter(isChart)).toEqual([]);

    await page.getByRole('button', { name: 'Learn More' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Where Your Money Goes' }).locator('svg').first());
    expect(scripts.flatMap(packagesOf).some((name) => name === '@nivo/pie')).toBe(true);
  });
});

describe('campaign progress on the main step', () => {
  it('shows pledged of goal with families and partners when the campaign has a goal, and nothing otherwise', async () => {
    const admin = adminForTests();
    try {
      const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 20_000 };
      await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, campaigns: [campaign] });
      // A new campaign starts its count again, empty, under a new epoch (the campaigns trigger): the figures
      // are written once it has, or the trigger would empty them after.
      const head = progressHead(admin.db, campaign.id);
      await expect.poll(async () => (await head.get()).get('epoch'), { timeout: 20_000 }).toBeTruthy();
      await setProgressFigures(admin.db, campaign.id, {
        raised_cents: 512_500,
        partners: 3,
        family_counts: { a: 1, b: 2 },
      });
      const page = await openPublicPage();
      const progress = page.getByRole('region', { name: 'Our progress' });
      await expectVisible(progress.getByText('$5,125', { exact: true }));
      await expectVisible(progress.getByText(/pledged of our \$20,000 goal/));
      await expectVisible(progress.getByText('2 families and 3 community partners so far'));
      const bar = progress.getByRole('progressbar', { name: 'Our progress' });
      expect(await bar.getAttribute('aria-valuenow')).toBe('25');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoA11yViolations(page, 'the main step with the campaign progress');
      await screenshot(page, 'public-main-progress-phone');

      await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, campaigns: [{ ...campaign, goal: null }] });
      const withoutGoal = await openPublicPage();
      await expectVisible(fundHeading(withoutGoal));
      expect(await withoutGoal.getByRole('region', { name: 'Our progress' }).count()).toBe(0);
    } finally {
      await admin.db.doc(SETTINGS_PATH).delete();
      await admin.close();
    }
  });
});

describe('Where Your Money Goes', () => {
  it('lists the five budget items as dollars per $1,000; Escape closes it and focus returns to Learn More', async () => {
    const page = await openPublicPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const learnMore = page.getByRole('button', { name: 'Learn More' });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Where Your Money Goes' });
    await expectVisible(dialog);
    const items = dialog.getByRole('list', { name: 'Spending per $1,000 raised' }).getByRole('listitem');
    expect(await items.count()).toBe(5);
    for (const [index, item] of school.budgetBreakdown.entries()) {
      const text = await items.nth(index).textContent();
      expect(text).toContain(item.label);
      expect(text).toContain(`$${item.dollarsPer1000}`);
    }
    await expectVisible(dialog.locator('svg').first());
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTouchTargets(page, '[role="dialog"]')).toEqual([]);
    await expectNoA11yViolations(page, 'the Where Your Money Goes dialog');
    await screenshot(page, 'public-budget-phone');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await learnMore.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('reveals the items one after another, about 200 ms apart, and all at once for reduced motion', async () => {
    const times = async (page: Page) => {
      await page.getByRole('button', { name: 'Learn More' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Where Your Money Goes' }));
      // Records, frame by frame, when each list item starts to become visible.
      return page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const start = performance.now();
            const seen: number[] = [];
            const tick = () => {
              const items = Array.from(document.querySelectorAll('[role="dialog"] li'));
              items.forEach((item, index) => {
                if (seen[index] === undefined && Number(getComputedStyle(item).opacity) > 0) {
                  seen[index] = performance.now() - start;
                }
              });
              if (seen.filter((time) => time !== undefined).length === items.length && items.length > 0)
                resolve(seen);
              else if (performance.now() - start > 5000) resolve(seen);
              else requestAnimationFrame(tick);
            };
            tick();
          }),
      );
    };
    const animated = await times(await openPublicPage(DESKTOP));
    expect(animated).toHaveLength(5);
    for (let index = 1; index < animated.length; index += 1) {
      expect(animated[index]! - animated[index - 1]!).toBeGreaterThan(100);
    }
    expect(animated[4]! - animated[0]!).toBeGreaterThan(600);

    const still = await openPublicPage(DESKTOP);
    await still.emulateMedia({ reducedMotion: 'reduce' });
    const instant = await times(still);
    expect(instant).toHaveLength(5);
    expect(Math.max(...instant) - Math.min(...instant)).toBeLessThan(50);
    await expectVisible(still.getByRole('dialog').locator('svg').first());
    await screenshot(still, 'public-budget-desktop');
  });
});

describe('the steps of the public page', () => {
  it('opens Payment Successful! on success=true, drops the parameter, and Start Over returns to main', async () => {
    const page = await openPublicPage(PHONE, '?success=true');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful!' }));
    await page.waitForURL((url) => !url.searchParams.has('success'));
    await expectVisible(page.getByText(school.taxExemptNumber).first());
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTouchTargets(page)).toEqual([]);
    await expectNoA11yViolations(page, 'the thank-you step');
    await screenshot(page, 'public-thankyou-phone');
    const desktop = await openPublicPage(DESKTOP, '?success=true');
    await expectVisible(desktop.getByRole('heading', { level: 1, name: 'Payment Successful!' }));
    await screenshot(desktop, 'public-thankyou-desktop');

    await page.getByRole('button', { name: 'Start Over' }).click();
    await expectVisible(fundHeading(page));
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(0);
  });

  it('shows main on canceled=true and drops the parameter, keeping any other', async () => {
    const page = await openPublicPage(DESKTOP, '?canceled=true&ref=newsletter');
    await expectVisible(fundHeading(page));
    await page.waitForURL((url) => !url.searchParams.has('canceled'));
    expect(new URL(page.url()).searchParams.get('ref')).toBe('newsletter');
  });

  it('goes to the donation step at the top, and the browser Back button or the form back action returns to main', async () => {
    const page = await openPublicPage();
    await expectVisible(fundHeading(page));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Make a Donation' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expectVisible(fundHeading(page));
    await page.goForward();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Make a Donation' }));
    await page.getByRole('button', { name: /Back/ }).first().click();
    await expectVisible(fundHeading(page));

    await page.getByRole('button', { name: 'Community Partner', exact: true }).click();
    await fundHeading(page).waitFor({ state: 'detached' });
    await page.goBack();
    await expectVisible(fundHeading(page));
  });

  it('opens the form a link names (a returned bank payment’s "Pay again"), leaving the address; its back action returns to main', async () => {
    const page = await openPublicPage(PHONE, '?give=community-partner&ref=mail');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Become a Community Partner' }));
    await page.waitForURL((url) => !url.searchParams.has('give'));
    expect(new URL(page.url()).searchParams.get('ref')).toBe('mail');
    await expectNoA11yViolations(page, 'the partner form opened from a link');
    await page.getByRole('button', { name: /Back/ }).first().click();
    await expectVisible(fundHeading(page));

    const donate = await openPublicPage(PHONE, '?give=donate');
    await expectVisible(donate.getByRole('heading', { level: 1, name: 'Make a Donation' }));
    const unknown = await openPublicPage(PHONE, '?give=anything');
    await expectVisible(fundHeading(unknown));
  });

  it('returns to main at the top from the form back action, even when the choice was made scrolled down', async () => {
    const page = await openPublicPage();
    const donate = page.getByRole('button', { name: 'Donate', exact: true });
    // The choices are on the first screen; the parent scrolled on until Donate reached the top.
    await donate.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await donate.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Make a Donation' }));
    await page.getByRole('button', { name: /Back/ }).first().click();
    await expectVisible(fundHeading(page));
    // A browser that restores the old position does so on the frames after the history move.
    await afterTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('the thank-you step after a check pledge', () => {
  it('says Thank you! with the check instructions again; Back does not reopen the sent form', async () => {
    const page = await openPublicPage();
    await page.getByRole('button', { name: 'Community Partner', exact: true }).click();
    await page.getByRole('radio', { name: /^Bronze/ }).click();
    await page.getByLabel('Company Name').fill('Bay Hardware');
    await page.getByLabel('Contact Name').fill('Sam Ortiz');
    await page.getByLabel('Contact Phone').fill('5551234567');
    await page.getByLabel('Email Address').fill('sam@bayhardware.example.com');
    await page.getByRole('button', { name: 'Pay by Check', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Check Payment' })
      .getByRole('button', { name: 'Confirm' })
      .click();

    const thanks = page.getByRole('heading', { level: 1, name: 'Thank you!' });
    await expectVisible(thanks);
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(0);
    const step = page.getByRole('main');
    for (const text of [school.organizationName, 'Community Partnership', school.mailingAddress]) {
      await expectVisible(step.getByText(text, { exact: true }).first());
    }
    await expectVisible(step.getByText(school.taxExemptNumber, { exact: true }));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTouchTargets(page)).toEqual([]);
    await expectNoA11yViolations(page, 'the thank-you step after a check pledge');
    await screenshot(page, 'public-thankyou-check-phone');

    await page.goBack();
    await expectVisible(fundHeading(page));
    await page.goForward();
    await expectVisible(thanks);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expectVisible(fundHeading(page));
  });
});

describe('Add Student Information (from the Make a Donation form)', () => {
  async function openStudentDialog(amount: string) {
    const page = await openPublicPage();
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByLabel('Donation Amount').fill(amount);
    await page.getByRole('button', { name: 'Add Student Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student Information' });
    await expectVisible(dialog);
    return { page, dialog };
  }

  it('asks a name and a grade for each student, shows the problem inside the dialog, and commits on Done', async () => {
    const { page, dialog } = await openStudentDialog('50');
    const gradeOptions = dialog.getByLabel('Grade & Teacher').locator('option');
    expect(await gradeOptions.count()).toBe(school.gradeTeacherOptions.length + 1);
    expect(await dialog.getByLabel('T-Shirt Size').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectVisible(dialog.getByRole('alert').getByText("Please enter each student's name"));
    await dialog.getByLabel('Student Name').fill('Ada');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectVisible(dialog.getByText('Please select a grade and teacher for each student'));
    await dialog.getByLabel('Grade & Teacher').selectOption(school.gradeTeacherOptions[3]!);
    await dialog.getByRole('alert').waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Add Another Student' }).click();
    const second = dialog.getByRole('group', { name: 'Student 2' });
    await expectVisible(second.getByLabel('Student Name'));
    expect(await dialog.getByRole('button', { name: /^Remove Student/ }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Remove Student 2' }).click();
    await second.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: /^Remove Student/ }).count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await smallTouchTargets(page, '[role="dialog"]')).toEqual([]);
    await expectNoA11yViolations(page, 'the Add Student Information dialog');
    await screenshot(page, 'public-students-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'public-students-desktop');
    await page.setViewportSize(PHONE);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(page.getByText('Ada', { exact: true }));

    // Done belongs to the dialog: with a complete giving form behind it, it must not send that form.
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/checkout')) checkouts.push(request.url());
    });
    await page.getByLabel('Parent Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.org');
    await page.getByRole('button', { name: 'Edit Student Information' }).click();
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Student Name').inputValue()).toBe('Ada');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');
    expect(checkouts).toEqual([]);
  });

  it('asks and requires a t-shirt size from $1,000 up', async () => {
    const { page, dialog } = await openStudentDialog('1000');
    await dialog.getByLabel('Student Name').fill('Grace');
    await dialog.getByLabel('Grade & Teacher').selectOption(school.gradeTeacherOptions[0]!);
    await dialog.getByRole('button', { name: 'Add Another Student' }).click();
    await screenshot(page, 'public-students-sizes-phone');
    await dialog.getByRole('button', { name: 'Remove Student 2' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectVisible(dialog.getByText('Please select a T-shirt size for each student'));
    const sizes = dialog.getByLabel('T-Shirt Size').locator('option');
    expect(await sizes.count()).toBe(school.tShirtSizes.length + 1);
    await dialog.getByLabel('T-Shirt Size').selectOption(school.tShirtSizes[5]!);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(page.getByText('Grace', { exact: true }));
  });
});
