import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, launchBrowser, newPage } from '../support/browser';
import { ensureAdmin } from '../../scripts/src/lib/admin-users';
import { adminForTests, urls } from '../support/emulators';

let browser: Browser;
let page: Page;
const admin = adminForTests();
const TEAM_MEMBER = { email: 'e2e-admin@example.org', password: 'e2e-password-1' };

beforeAll(async () => {
  await ensureAdmin(admin.auth, TEAM_MEMBER.email, TEAM_MEMBER.password);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});

describe('the web app in Chromium', () => {
  it('serves the public page at /', async () => {
    page = await newPage(browser);
    await page.goto(`${urls.web}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expectVisible(page.getByRole('button', { name: 'Donate' }));
    await expectVisible(page.getByRole('button', { name: 'Community Partner' }));
  });

  it('sends a visitor of /admin to the login page and signs a team member in', async () => {
    page = await newPage(browser);
    await page.goto(`${urls.web}/admin`);
    await page.waitForURL('**/admin/login');
    await expectVisible(page.getByRole('heading', { name: 'Admin Login' }));
    await expectVisible(page.getByText('Sign in to access the HOPE dashboard'));
    await expectNoSeriousA11yViolations(page, 'the login page');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    expect(await signIn.isDisabled()).toBe(true);

    await page.getByLabel('Username').fill(TEAM_MEMBER.email);
    await page.getByLabel('Password').fill('wrong-password');
    await signIn.click();
    await page.getByText('Invalid username or password').waitFor();

    await page.getByLabel('Password').fill(TEAM_MEMBER.password);
    await signIn.click();
    await page.waitForURL('**/admin/dashboard');
    await expectVisible(page.getByText('HOPE Admin'));
  });
});
