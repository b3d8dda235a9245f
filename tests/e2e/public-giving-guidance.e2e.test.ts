import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withDemoSpanish } from '../../scripts/src/seed/demo-spanish';
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
import { urls } from '../support/emulators';
import { eventually } from '../support/maildev';
import { progressHead, setProgressFigures } from '../support/progress';
import {
  addStudents,
  collectAlerts,
  expectHostedCheckout,
  openGivingForm,
  payOnHostedCheckout,
} from '../support/public-forms';
import { createPageByApi } from '../support/student-pages';

/*
 * What a parent meets on the public giving page when something is missing or refused: the two ways in on the
 * first screen of a phone, a disabled Donate Now that says why, a refused field named beside it, the months'
 * range, a thank-you that names the gift, and Spanish that reads as Spanish.
 */

const GRADE = 'K - Ms. Chen';
const CLASSES = defaultSettings.classes.slice(0, 6).map((entry) => entry.label);

const { browser } = useBrowser({
  sandbox: true,
  closePages: 'test',
  seed: async (db) => {
    // A running campaign with a goal, its figures and a class leaderboard, and the demo's Spanish fund name.
    const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 20_000 };
    await db.doc(SETTINGS_PATH).set(
      withDemoSpanish({
        ...defaultSettings,
        campaigns: [campaign],
        studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' },
      }),
    );
    const head = progressHead(db, campaign.id);
    // Set once for the file, in its set-up (where expect.poll is not available).
    await eventually(
      'the campaign count to start',
      async () => ((await head.get()).get('epoch') as unknown) || false,
    );
    await setProgressFigures(db, campaign.id, {
      raised_cents: 512_500,
      partners: 3,
      family_counts: Object.fromEntries(CLASSES.map((_, index) => [`family-${index}`, 1])),
      classes: Object.fromEntries(
        CLASSES.map((label, index) => [
          label,
          { raised_cents: (index + 1) * 10_000, gifts: 1, family_counts: { [`family-${index}`]: 1 } },
        ]),
      ),
    });
  },
});

let page: Page;

/** The text of the elements a control's aria-describedby names, as a screen reader reads its description. */
async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

async function fillParent(name = 'Ann Lee', email = 'ann@example.com') {
  await page.getByLabel('Parent Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
}

describe('the main step on a phone', () => {
  it('shows Donate and Community Partner on the first 390 x 844 screen, the progress and classes below', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/`);
    const progress = page.getByRole('region', { name: 'Our progress' });
    await expectVisible(progress.getByText('$5,125', { exact: true }));
    await expectVisible(page.getByRole('region', { name: 'Classes' }));
    const learnMore = page.getByRole('button', { name: 'Learn More' });
    const donate = page.getByRole('button', { name: 'Donate', exact: true });
    const partner = page.getByRole('button', { name: 'Community Partner', exact: true });
    for (const [name, choice] of [
      ['Donate', donate],
      ['Community Partner', partner],
    ] as const) {
      const box = await choice.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, `${name} ends within the first screen`).toBeLessThanOrEqual(PHONE.height);
    }
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(learnMore)).toBeLessThan(await top(donate));
    expect(await top(progress)).toBeGreaterThan(await top(partner));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, 'the main step with its progress and classes');
    await screenshot(page, 'guidance-main-phone');
    const desktop = await newPage(browser, DESKTOP);
    await desktop.goto(`${urls.web}/`);
    await expectVisible(desktop.getByRole('region', { name: 'Classes' }));
    await screenshot(desktop, 'guidance-main-desktop');
  });
});

describe('Make a Donation says what it needs', () => {
  it('says beside a greyed-out Donate Now what is missing, the minimum amount at $0.50', async () => {
    page = await openGivingForm(browser, 'Donate');
    const submit = page.getByRole('button', { name: 'Donate Now' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await descriptionOf(submit)).toBe(
      'Still needed: an amount of at least $1.00, the parent name, a valid email address, and at least one student.',
    );
    await page.getByLabel('Donation Amount').fill('0.50');
    await fillParent();
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    expect(await submit.isDisabled()).toBe(true);
    expect(await descriptionOf(submit)).toBe('Still needed: an amount of at least $1.00.');
    await expectVisible(page.getByText('Still needed: an amount of at least $1.00.'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, 'the donate form with what it still needs');
    await screenshot(page, 'guidance-donate-missing-phone');

    await page.getByLabel('Donation Amount').fill('1');
    expect(await submit.isEnabled()).toBe(true);
    expect(await submit.getAttribute('aria-describedby')).toBeNull();
    expect(await page.getByText(/Still needed/).count()).toBe(0);
  });

  it('says 1 to 12 months at the months field, and shows no $0.00 payment for 13 months', async () => {
    page = await openGivingForm(browser, 'Donate');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await page.getByLabel('Total Donation Amount').fill('1200');
    const months = page.getByLabel('Number of Months');
    expect(await descriptionOf(months)).toBe('1 to 12 months');
    await expectVisible(page.getByText('Monthly payment: $100.00'));

    await months.fill('13');
    await expectVisible(page.getByText('Please choose between 1 and 12 months'));
    expect(await months.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(months)).toBe('Please choose between 1 and 12 months');
    expect(await page.getByText('$0.00').count()).toBe(0);
    expect(await page.getByText(/Monthly payment/).count()).toBe(0);
    const submit = page.getByRole('button', { name: 'Start Monthly Donation' });
    expect(await descriptionOf(submit)).toContain('a number of months from 1 to 12');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, 'the monthly form with 13 months');
    await screenshot(page, 'guidance-donate-months-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'guidance-donate-months-desktop');

    await months.fill('12');
    await expectVisible(page.getByText('Monthly payment: $100.00'));
    expect(await months.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the reason of a refused email beside it, with the focus there, and keeps the alert', async () => {
    page = await openGivingForm(browser, 'Donate');
    const alerts = collectAlerts(page);
    await page.getByLabel('Donation Amount').fill('50');
    // The page takes any address with an @; Stripe (here its sandbox) refuses one without a domain's dot.
    await fillParent('María López', 'maria.lopez@example');
    await addStudents(page, [{ name: 'Lu López', gradeTeacher: GRADE }]);
    await page.getByRole('button', { name: 'Donate Now' }).click();

    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['There was an error processing your donation. Please try again.']);
    const email = page.getByLabel('Email Address');
    await expect.poll(() => isFocused(email), { timeout: 5_000 }).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(email)).toBe('Please enter a valid email address');
    await expectVisible(page.getByText('Please enter a valid email address'));
    await expectNoA11yViolations(page, 'the donate form with a refused email');
    await screenshot(page, 'guidance-donate-refused-phone');

    // The words go as soon as the parent corrects the address.
    await email.fill('maria.lopez@example.com');
    await page.getByText('Please enter a valid email address').waitFor({ state: 'detached' });
    expect(await email.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the thank-you step', () => {
  it('names the gift and where its receipt goes, and shares the giving page by copying its link', async () => {
    page = await openGivingForm(browser, 'Donate');
    await page.getByLabel('Donation Amount').fill('50');
    await fillParent('Ann Lee', 'ann@example.com');
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expectHostedCheckout(page, '$50.00');
    await payOnHostedCheckout(page);

    const step = page.getByRole('main');
    await expectVisible(step.getByRole('heading', { level: 1, name: 'Payment Successful!' }));
    await expectVisible(step.getByText('Your gift: $50.00.'));
    await expectVisible(step.getByText('Your receipt is on its way to ann@example.com.'));
    await expectVisible(step.getByRole('button', { name: 'Start Over' }));

    // A browser without a share sheet copies the link, and a toast says so.
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.evaluate(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.getByRole('button', { name: 'Share the giving page' }).click();
    await expectVisible(page.getByText('Link copied. Paste it in a message or an email.'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, 'the thank-you step with its toast');
    await screenshot(page, 'guidance-thankyou-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'guidance-thankyou-desktop');

    // Start Over forgets the gift: a later return names none.
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expectVisible(page.getByRole('button', { name: 'Donate', exact: true }));
    await page.goto(`${urls.web}/?success=true`);
    await expectVisible(page.getByText('Your receipt is on its way by email.'));
    expect(await page.getByText(/Your gift:/).count()).toBe(0);
  });

  it("opens the device's share sheet where there is one, with the giving page's address", async () => {
    page = await newPage(browser, PHONE);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as { shared?: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`${urls.web}/?success=true`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Payment Successful!' }));
    await page.getByRole('button', { name: 'Share the giving page' }).click();
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared?.url))
      .toBe(`${origin}/`);
  });
});

describe('in Spanish', () => {
  it("names the fund on a student's page as a label, never 'va a Fondo Anual' without its article", async () => {
    const code = await createPageByApi({
      firstName: 'Mateo',
      lastInitial: 'T',
      gradeTeacher: CLASSES[0],
      goal: '',
      message: '',
      parentName: 'Lucía Torres',
      email: 'lucia.torres@example.com',
    });
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/s/${code}?lang=es`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Apoye a Mateo T.' }));
    await expectVisible(
      page.getByText(/^Destino de su donación: Fondo Anual HOPE\. Se da en nombre de Mateo T\./),
    );
    expect(await page.getByText(/va a Fondo/).count()).toBe(0);
    await screenshot(page, 'guidance-es-student-page-phone');
  });

  it('says in Spanish what the donate form still needs', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    await page.getByRole('button', { name: 'Donar', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Hacer una donación' }));
    const submit = page.getByRole('button', { name: 'Donar ahora' });
    expect(await descriptionOf(submit)).toBe(
      'Falta por completar: un monto de al menos $1.00, el nombre del padre, madre o tutor, un correo electrónico válido y al menos un estudiante.',
    );
    await page.getByRole('radio', { name: 'Mensual' }).click();
    await page.getByLabel('Número de meses').fill('13');
    await expectVisible(page.getByText('Elija entre 1 y 12 meses'));
    await expectNoA11yViolations(page, 'the donate form in Spanish with what it still needs');
    await screenshot(page, 'guidance-es-donate-phone');
  });
});
