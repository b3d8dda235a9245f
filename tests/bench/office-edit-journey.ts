// One office edit in the browser, as a member makes it: Donation Details, Edit, new Notes, Save; timed in the
// page from the Save click to the new notes on the read-mode screen.
import type { Browser, Page } from 'playwright-core';
import { signInAsAdmin } from '../support/admin-session';
import { benchPage, callInPage, readInPage } from './bench-page';

/** How long a save may take to show before the benchmark gives up on it. */
const SAVE_LIMIT_MS = 30_000;

/*
 * Installed before the page's own scripts: `armSave(notes)` sets window.saved, which resolves with the ms from
 * the next click (the Save button's) to the frame after read mode shows `notes` (the edit form gone and a
 * field's value, a <dd>, reading exactly that), checked on every DOM change; it rejects after SAVE_LIMIT_MS
 * with what the screen shows.
 */
function installSaveWatch(limitMs: number): void {
  const state = window as unknown as Record<string, unknown>;
  state.armSave = (notes: string) => {
    state.saved = new Promise<number>((resolve, reject) => {
      let clickedAt = 0;
      document.addEventListener('click', () => (clickedAt = performance.now()), {
        capture: true,
        once: true,
      });
      const shown = () =>
        document.querySelector('form.record-details') === null &&
        Array.from(document.querySelectorAll('dd')).some((value) => value.textContent === notes);
      const timer = setTimeout(() => {
        observer.disconnect();
        const screen = (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ');
        reject(new Error(`"${notes}" not shown ${limitMs} ms after Save; the screen shows: ${screen}`));
      }, limitMs);
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  };
}

/**
 * A tab of its own, signed in on the site at `web` (this checkout's build or another's), showing the Donation
 * Details of the donation of `parentName` in read mode.
 */
export async function openDonation(browser: Browser, web: string, parentName: string): Promise<Page> {
  const page = await benchPage(browser);
  await page.addInitScript(installSaveWatch, SAVE_LIMIT_MS);
  await signInAsAdmin(page, '/admin/donations', web);
  await page.getByRole('searchbox').fill(parentName);
  await page.getByRole('button', { name: parentName }).click();
  await page.getByRole('heading', { name: 'Donation Details' }).waitFor();
  return page;
}

/** Edit, `notes` typed into Notes, Save: the ms from the Save click to `notes` shown in read mode. */
export async function timedSave(page: Page, notes: string): Promise<number> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Notes').fill(notes);
  await callInPage(page, 'armSave', notes);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return readInPage(page, 'saved');
}
