// The set-up every browser test file shares: `useBrowser()` for the public pages, `useBackOffice()` for the
// back office. Each registers the file's hooks (vitest's beforeAll/afterAll...) and hands back what its tests
// use, so a file states only what it starts from: the data, the members, the screen.
import { type Role } from '@hope/domain/team';
import { SETTINGS_PATH, type SchoolSettings } from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';
import {
  chromium as playwright,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { createTestAdmin, signInAs, TEST_ADMIN } from './admin-session';
import { DESKTOP, failOnCspViolations, newPage, type TestBrowser } from './browser';
import { memberToken } from './callable';
import { adminForTests, clearFirestore } from './emulators';
import { mailbox } from './maildev';
import { sandbox } from './sandbox';

export type BrowserFileOptions = {
  /** When the project is emptied: before each test, or once before the file's first test (the default). */
  fresh?: 'test' | 'file';
  /** With each emptying, the Stripe sandbox forgets its objects too. */
  sandbox?: boolean;
  /** With each emptying, the inbox is emptied too (and its SMTP port open). */
  mailbox?: boolean;
  /** The school settings written after each emptying (none: the app shows the sample values). */
  settings?: () => SchoolSettings;
  /** More data written after each emptying and the settings. */
  seed?: (db: Firestore) => Promise<unknown>;
  /** The pages a test opens are closed after it ('test'), or stay open until the file ends (the default). */
  closePages?: 'test' | 'file';
  /** How long the file's set-up (a large seed) may take, in ms; the hooks' default otherwise. */
  setupTimeout?: number;
};

export type BrowserFile = {
  /** For `newPage(browser)` and `browser.newContext()`: each context it opens is closed for the tests. */
  browser: TestBrowser;
  /** firebase-admin on the emulators, closed after the file. */
  admin: ReturnType<typeof adminForTests>;
};

/**
 * The file's browser (the run's one Chromium, connected to before the first test) and its data: the project
 * emptied before the file (or each test) and after it, then the options' settings and seed written. Every
 * test fails on a Content-Security-Policy violation of its pages (support/browser.ts).
 */
export function useBrowser(options: BrowserFileOptions = {}): BrowserFile {
  const admin = adminForTests();
  let chromium: Browser | undefined;
  const contexts: { context: BrowserContext; test: boolean }[] = [];
  let inTest = false;
  const browser: TestBrowser = {
    async newContext(contextOptions?: BrowserContextOptions) {
      if (!chromium) throw new Error('useBrowser(): the browser is there from the first beforeAll on.');
      const context = await chromium.newContext(contextOptions);
      contexts.push({ context, test: inTest });
      return context;
    },
  };
  const closeContexts = async (which: (opened: { test: boolean }) => boolean) => {
    const closing = contexts.filter(which);
    contexts.splice(0, contexts.length, ...contexts.filter((opened) => !which(opened)));
    await Promise.all(closing.map(({ context }) => context.close()));
  };
  const startData = async () => {
    await clearFirestore();
    if (options.sandbox) await sandbox.reset();
    if (options.mailbox) await mailbox.smtp('start');
    if (options.mailbox) await mailbox.clear();
    if (options.settings) await admin.db.doc(SETTINGS_PATH).set(options.settings());
    await options.seed?.(admin.db);
  };

  beforeAll(async () => {
    chromium = await playwright.connect(inject('chromiumEndpoint'));
    if (options.fresh !== 'test') await startData();
  }, options.setupTimeout);
  beforeEach(async () => {
    inTest = true;
    if (options.fresh === 'test') await startData();
  }, options.setupTimeout);
  afterEach(async () => {
    inTest = false;
    try {
      await failOnCspViolations();
    } finally {
      if (options.closePages === 'test') await closeContexts(({ test }) => test);
    }
  });
  afterAll(async () => {
    await closeContexts(() => true);
    await chromium?.close();
    // The next file finds the project as the stack started it: no settings document, no records.
    await clearFirestore();
    await admin.close();
  });
  return { browser, admin };
}

export type Member = { email: string; password: string; role: Role };

/** The team the back-office tests sign in as, one member of each role. */
export const TEAM: Record<Role, Member> = {
  owner: { ...TEST_ADMIN, role: 'owner' },
  admin: { email: 'e2e-second@example.org', password: 'second-password-1', role: 'admin' },
  viewer: { email: 'e2e-viewer@example.org', password: 'viewer-password-1', role: 'viewer' },
};

export type BackOffice = BrowserFile & {
  /**
   * A new tab (a context of its own: axe needs one) signed in through the login form as `member` (the owner
   * unless said), on `path` once the back office shows.
   */
  open(path?: string, viewport?: { width: number; height: number }, member?: Member): Promise<Page>;
};

/** `useBrowser` plus the team: the owner, and the other roles' members the file names, exist before its first test. */
export function useBackOffice(options: BrowserFileOptions & { members?: Role[] } = {}): BackOffice {
  const file = useBrowser(options);
  beforeAll(async () => {
    await createTestAdmin();
    for (const role of options.members ?? []) {
      await memberToken(TEAM[role].email, { role }, TEAM[role].password);
    }
  });
  return {
    ...file,
    async open(path = '/admin/dashboard', viewport = DESKTOP, member = TEAM.owner) {
      const page = await newPage(file.browser, viewport);
      await signInAs(page, member, path);
      return page;
    },
  };
}
