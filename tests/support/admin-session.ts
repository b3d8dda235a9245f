import { defaultSettings } from '@hope/domain/settings';
import type { Page, Route } from 'playwright-core';
import { ensureAdmin } from '../../scripts/src/lib/admin-users';
import { adminForTests, urls } from './emulators';

/** The back-office user the browser tests sign in as (created on the Auth emulator with the admin claim). */
export const TEST_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-password-1' } as const;

let ensured: Promise<void> | null = null;

/**
 * Creates or resets the test admin: the account, its owner claim and its team document (which an emptied
 * project no longer has). Idempotent on the emulator.
 */
export async function createTestAdmin(): Promise<void> {
  const admin = adminForTests();
  try {
    await ensureAdmin(admin.auth, admin.db, TEST_ADMIN.email, TEST_ADMIN.password, defaultSettings);
  } finally {
    await admin.close();
  }
}

/**
 * Creates the test admin once per test process. The test files share their process (`isolate: false`), so the
 * browser fixture creates it again for each file, after emptying the project (support/browser-fixture.ts).
 */
export function ensureTestAdmin(): Promise<void> {
  ensured ??= createTestAdmin();
  return ensured;
}

/**
 * Signs the page in as the test admin through the login form, the way a team member does. With `path` (an
 * /admin/... address) it opens that address first, is sent to the login page, and comes back there after
 * signing in. Resolves once the back office shows 'HOPE Admin'. `web` is the site: another build's, for a
 * benchmark that measures one beside this checkout's.
 */
export async function signInAsAdmin(page: Page, path = '/admin/dashboard', web = urls.web): Promise<void> {
  await ensureTestAdmin();
  await signInAs(page, TEST_ADMIN, path, web);
}

/** Signs the page in as a given member through the login form (see signInAsAdmin). */
export async function signInAs(
  page: Page,
  member: { email: string; password: string },
  path = '/admin/dashboard',
  web = urls.web,
): Promise<void> {
  await page.goto(`${web}${path}`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === path.split(/[?#]/)[0]);
  await page.getByText('HOPE Admin').first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Holds the page's Firestore listen channel until the returned function is called: the back office then
 * shows its loading state for as long as a test needs to check it.
 */
export async function holdLiveData(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/Listen\//, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/*
 * The Firestore emulator keeps the listen stream of a page that went away without ending it (a closed tab, a
 * reload) and goes on sending it every change: each write then costs it a resend of the whole collection per
 * such stream, until the stream's queue overflows and every further message is logged as a failure. A page
 * ends its stream when it signs out; these helpers let a measurement leave no such stream behind.
 */

/** Resolves once the page's Firestore client has ended its listen stream (its terminate request was answered). */
export function streamEnded(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => /\/Listen\/channel\?.*TYPE=terminate/.test(response.url()));
}

/** Signs out with the Logout button and resolves once the page has ended its listen stream on the emulator. */
export async function signOutEndingStream(page: Page): Promise<void> {
  const ended = streamEnded(page);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await ended;
  await page.waitForURL('**/admin/login');
}

/**
 * Signs in as `signInAsAdmin` does while the page's listen requests are refused in the browser, so the
 * emulator never opens a stream for it, then leaves for the public page (which has no Firestore): the tab
 * holds the session for a measured load that follows.
 */
export async function signInWithoutListening(page: Page): Promise<void> {
  const refuse = (route: Route) => route.abort();
  await page.route(/\/Listen\/channel/, refuse);
  try {
    await signInAsAdmin(page);
    await page.goto(`${urls.web}/`);
  } finally {
    await page.unroute(/\/Listen\/channel/, refuse);
  }
}
