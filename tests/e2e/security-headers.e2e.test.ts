import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/src/lib/paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, expectVisible, newPage, takeCspViolations } from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';

type Rule = { source: string; headers: { key: string; value: string }[] };
const hosting = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).hosting as {
  headers: Rule[];
};
const everywhere = new Map(
  hosting.headers.find((rule) => rule.source === '**')!.headers.map((h) => [h.key, h.value]),
);
const PRODUCTION_CSP = everywhere.get('Content-Security-Policy')!;

/** Local origins the preview server may add to the production policy, and nothing else (hosting-headers.ts). */
const LOCAL_ONLY = [
  'http://127.0.0.1:9099',
  'http://127.0.0.1:8080',
  'http://localhost:12111',
  'http://127.0.0.1:12111',
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${urls.web}${path}`);
  expect(response.status, path).toBe(200);
  return response.headers;
}

describe('the production policy in firebase.json', () => {
  const csp = directives(PRODUCTION_CSP);

  it('loads scripts only from the site, frames nothing and lets nothing frame it', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows inline styles and nothing else inline: the dialogs' scroll lock and the toasts insert <style>", () => {
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('talks to Firebase Auth and Firestore and hands payers to Stripe Checkout, nothing else', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
  });
});

describe('the headers the site answers with (the local server reads them from firebase.json)', () => {
  it.each(['/', '/admin/login'])(
    '%s: every security header, the CSP plus local origins only, no-cache',
    async (path) => {
      const headers = await headersOf(path);
      for (const [key, value] of everywhere) {
        if (key !== 'Content-Security-Policy') expect(headers.get(key), key).toBe(value);
      }
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('cache-control')).toBe('no-cache');

      const served = directives(headers.get('content-security-policy')!);
      for (const [name, sources] of directives(PRODUCTION_CSP)) {
        const extra = served.get(name)!.filter((source) => !sources.includes(source));
        expect(served.get(name), name).toEqual(expect.arrayContaining(sources));
        expect(
          extra.filter((source) => !LOCAL_ONLY.includes(source)),
          name,
        ).toEqual([]);
      }
      expect([...served.keys()]).toEqual([...directives(PRODUCTION_CSP).keys()]);
    },
  );

  it('caches hashed assets for a year, immutable, with the same security headers', async () => {
    const html = await (await fetch(`${urls.web}/`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const headers = await headersOf(script!);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBeTruthy();
  });

  it.each(['/api/progress', '/api/settings'])(
    '%s: the site keeps the cache lifetime the function gives it, so the CDN serves page views',
    async (path) => {
      const fromFunction = (await fetch(`${urls.functionsBase}${path}`)).headers.get('cache-control');
      expect(fromFunction).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
      // Through the site, as Hosting answers (204 from /api/progress while no campaign runs).
      const fromSite = (await fetch(`${urls.web}${path}`)).headers.get('cache-control');
      expect(fromSite).toBe(fromFunction);
    },
  );

  it('publishes no source map: the build writes them for the tests, Hosting leaves them out', async () => {
    const html = await (await fetch(`${urls.web}/`)).text();
    const script = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(existsSync(join(repoRoot, 'web', 'dist', `${script}.map`))).toBe(true);
    expect((await fetch(`${urls.web}/${script}.map`)).status).toBe(404);
    expect(
      JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')).hosting.ignore as string[],
    ).toContain('**/*.map');
  });
});

describe('the app under its Content-Security-Policy', () => {
  const { browser, open } = useBackOffice();

  it('reports a violation with its directive and blocked address (the watch every browser test has)', async () => {
    const page = await newPage(browser);
    await page.goto(`${urls.web}/`);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example.com/pixel.gif';
      document.body.append(image);
    });
    await expect
      .poll(async () => (await takeCspViolations(page)).join('\n'))
      .toMatch(/img-src blocked https:\/\/tracker\.example\.com/);
    await page.context().close();
  });

  it(
    'runs the public page, its dialogs and both forms without a violation',
    { timeout: 60_000 },
    async () => {
      for (const viewport of [PHONE, undefined]) {
        const page = await newPage(browser, viewport);
        await page.goto(`${urls.web}/`);
        await page.getByRole('button', { name: 'Learn More' }).click();
        await expectVisible(
          page.getByRole('dialog', { name: 'Where Your Money Goes' }).locator('svg').first(),
        );
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Donate', exact: true }).click();
        await page.getByRole('button', { name: 'Add Student Information' }).click();
        await expectVisible(page.getByRole('dialog', { name: 'Add Student Information' }));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /Back/ }).first().click();
        await page.getByRole('button', { name: 'Community Partner', exact: true }).click();
        await expectVisible(page.getByRole('heading', { level: 1 }));
        await expectVisible(page.getByRole('button', { name: /Back/ }).first());
        await page.context().close();
      }
    },
  );

  it('runs every back-office screen without a violation', async () => {
    const page: Page = await open();
    const screens = ['donations', 'donations/add', 'donations/export', 'partners', 'partners/add'];
    for (const screen of [...screens, 'partners/export', 'classes', 'dashboard']) {
      await page.goto(`${urls.web}/admin/${screen}`);
      await page.waitForURL((url) => url.pathname === `/admin/${screen}`);
      await expectVisible(page.getByRole('main').getByRole('heading').first());
    }
    await page.context().close();
  });
});
