import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, type TestBrowser } from './browser';
import { urls } from './emulators';
import { eventually, mailbox } from './maildev';

/** Shots of the current screen on a phone and on a desktop, then back to the phone. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

/**
 * A phone page that keeps the text of every response it receives, to search for what must never be sent.
 * `responses()` waits for every body received so far to be read, so a search never misses a late one.
 */
export async function recordingPhone(
  browser: TestBrowser,
): Promise<{ page: Page; responses: () => Promise<string[]> }> {
  const page = await newPage(browser, PHONE);
  const reads = record(page.context());
  return { page, responses: async () => (await Promise.all(reads)).filter((text) => text !== null) };
}

function record(context: BrowserContext): Promise<string | null>[] {
  const reads: Promise<string | null>[] = [];
  context.on('response', (response) => {
    reads.push(
      response
        .text()
        .then((text) => `${response.url()}\n${text}`)
        .catch(() => null), // a redirect or an aborted request has no body
    );
  });
  return reads;
}

/** The private manage link the family was emailed for the page at `code`. */
export async function manageLinkFor(email: string, code: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*/s/${code}/manage(?:\\?lang=[a-z]+)?#key=[A-Za-z0-9_-]+`);
  return eventually(`the manage link mailed to ${email}`, async () => {
    for (const message of await mailbox.to(email)) {
      const found = pattern.exec(message.text ?? '') ?? pattern.exec(message.html ?? '');
      if (found) return found[0];
    }
    return undefined;
  });
}

/** The key part of a manage link. */
export const keyOf = (link: string) => new URL(link).hash.replace(/^#key=/, '');

/** Makes a page through the public endpoint, as another family would; its code. */
export async function createPageByApi(form: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${urls.web}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...form, website: '' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { code: string }).code;
}
