import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectVisible, hasHorizontalScroll } from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { callFunction, memberToken } from '../support/callable';
import { urls } from '../support/emulators';
import { FUN_RUN } from '../support/drives-bed';
import { eventually, mailbox } from '../support/maildev';
import { createPageByApi, recordingPhone, screenshots } from '../support/student-pages';
import { tabTo } from '../support/keyboard';

const CLASS = defaultSettings.classes[0]!.label;

const { browser, admin } = useBrowser({
  fresh: 'test',
  sandbox: true,
  mailbox: true,
  closePages: 'test',
  seed: async (db) => {
    const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 20_000 };
    await db.doc(SETTINGS_PATH).set({
      ...defaultSettings,
      campaigns: [campaign],
      studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' },
    });
  },
});

/** Maya's page, with the fun run open for pledges. */
async function pageWithDrive(): Promise<string> {
  const code = await createPageByApi({
    firstName: 'Maya',
    lastInitial: 'R',
    gradeTeacher: CLASS,
    goal: '',
    message: '',
    parentName: 'Rosa Lindqvist',
    email: 'rosa@example.com',
  });
  const owner = await memberToken('owner@example.org', { role: 'owner' });
  const saved = await callFunction('driveAction', { op: 'save', id: null, drive: FUN_RUN }, owner);
  expect(saved.status).toBe(200);
  return code;
}

/** The pledge link mailed to `email`. */
const pledgeLinkFor = (email: string, code: string) =>
  eventually(`the pledge link mailed to ${email}`, async () => {
    const pattern = new RegExp(
      `https?://[^\\s"<>]*/s/${code}/pledge(?:\\?lang=es)?#id=[A-Za-z0-9]+&key=[^\\s"<>]+`,
    );
    for (const message of await mailbox.to(email)) {
      const found = pattern.exec(message.text ?? '');
      if (found) return found[0];
    }
    return undefined;
  });

describe('pledging on a student page', () => {
  it('pledges per lap on a phone: the form, Stripe saving the card, the thank-you, the private link', async () => {
    const code = await pageWithDrive();
    const { page, responses } = await recordingPhone(browser);
    await page.goto(`${urls.web}/s/${code}`);
    const drive = page.getByRole('region', { name: 'Fun Run 2027' });
    await expectVisible(drive.getByText('0 pledges so far'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshots(page, 'drive-page');
    await expectNoA11yViolations(page, 'a student page with a drive');

    // By keyboard alone: Tab to the drive's button, Enter opens the form.
    await tabTo(page, 'Pledge per lap');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Pledge per lap for Maya R.' }));
    await expect.poll(() => page.getByLabel('Amount per lap').inputValue()).toBe('2.00');
    await page.getByRole('button', { name: 'Save my card and pledge' }).click();
    await expectVisible(page.getByText('Please enter your name', { exact: true }));
    await page.getByLabel('Most in all (optional)').fill('50');
    await expectVisible(page.getByText('At 30 laps, your pledge comes to $50.00.'));
    await page.getByLabel('Your name').fill('Ana García');
    await page.getByLabel('Your email').fill('ana@example.com');
    await screenshots(page, 'drive-pledge-form');
    await expectNoA11yViolations(page, 'the pledge form');
    // Enter in a field sends the form, as a keyboard user does.
    await page.getByLabel('Your email').press('Enter');

    await expectVisible(page.getByRole('heading', { name: 'Save your card' }), 20_000);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expectVisible(
      page.getByRole('heading', { name: 'Thank you for your pledge for Maya R.!' }),
      20_000,
    );
    await screenshots(page, 'drive-pledge-saved');
    await expectNoA11yViolations(page, 'the pledge thank-you');
    // No public answer carries the family's surname or contact.
    for (const text of await responses()) expect(text).not.toMatch(/Lindqvist|rosa@example\.com/);

    await page.goto(await pledgeLinkFor('ana@example.com', code));
    await expectVisible(page.getByRole('heading', { name: 'Your pledge for Fun Run 2027' }));
    await expectVisible(page.getByText('$2.00 per lap, at most $50.00 in all.'));
    await screenshots(page, 'drive-pledge-link');
    await expectNoA11yViolations(page, "a pledge's private link");
    // By keyboard alone: Tab to each amount, type over it, Enter saves.
    await tabTo(page, 'Amount per lap');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await tabTo(page, 'Most in all (optional)');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('$3.00 per lap.'));
    const stored = await admin.db.collection('pledges').get();
    expect(stored.docs.map((doc) => doc.data())).toMatchObject([{ rate: 3, most: null, status: 'saved' }]);
  });

  it('speaks Spanish to a relative who reads the page in Spanish', async () => {
    const code = await pageWithDrive();
    const { page } = await recordingPhone(browser);
    await page.goto(`${urls.web}/s/${code}?lang=es`);
    const drive = page.getByRole('region', { name: 'Fun Run 2027' });
    await drive.getByRole('button', { name: 'Comprometerse por vuelta' }).click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Comprométase por vuelta para Maya R.' }),
    );
    await page.getByLabel('Monto por vuelta').fill('0');
    await page.getByRole('button', { name: 'Guardar mi tarjeta y comprometerme' }).click();
    await expectVisible(page.getByText('Escriba un monto por unidad de al menos $0.01'));
    await screenshots(page, 'drive-pledge-form-es');
    await expectNoA11yViolations(page, 'the pledge form in Spanish');
  });
});
