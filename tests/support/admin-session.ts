import type { Page } from 'playwright-core';
import { ensureAdmin } from '../../scripts/src/lib/admin-users';
import { adminForTests, urls } from './emulators';

/** The back-office user the browser tests sign in as (created on the Auth emulator with the admin claim). */
export const TEST_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-password-1' } as const;

let ensured: Promise<void> | null = null;

/** Creates the test admin once per test file (idempotent on the emulator). */
export function ensureTestAdmin(): Promise<void> {
  ensured ??= (async () => {
    const admin = adminForTests();
    try {
      await ensureAdmin(admin.auth, TEST_ADMIN.email, TEST_ADMIN.password);
    } finally {
      await admin.close();
    }
  })();
  return ensured;
}

/**
 * Signs the page in as the test admin through the login form, the way a team member does. With `path` (an
 * /admin/... address) it opens that address first, is sent to the login page, and comes back there after
 * signing in. Resolves once the back office shows 'HOPE Admin'.
 */
export async function signInAsAdmin(page: Page, path = '/admin/dashboard'): Promise<void> {
  await ensureTestAdmin();
  await page.goto(`${urls.web}${path}`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill(TEST_ADMIN.email);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
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
