import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, hasHorizontalScroll, PHONE } from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { recordsForTests, viewportShot, writeRecords } from './records-list.fixtures';

const LONG_NAME = 'Sunrise Community Dental & Family Orthodontics';
const LONG_CONTACT = 'Maria-Fernanda Castellanos Whitfield';
const { partners } = recordsForTests(0, 6, new Date());
partners[0] = { ...partners[0]!, company_name: LONG_NAME, contact_name: LONG_CONTACT };

const { open } = useBackOffice({
  seed: (db) => writeRecords(db, 'community_partners', partners),
});

/** Whether an element shows all of its text: nothing cut off to the side or below. */
const showsAll = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => {
      const box = element as HTMLElement;
      const cell = (box.closest('td') ?? box) as HTMLElement;
      return (
        box.scrollWidth <= box.clientWidth + 1 &&
        box.scrollHeight <= box.clientHeight + 1 &&
        cell.scrollHeight <= cell.clientHeight + 1
      );
    });

describe('a long company name on the partners list', () => {
  it('can be read in full on a 1280 px screen and on a 390 px phone', async () => {
    const page = await open('/admin/partners', DESKTOP);
    await expectVisible(page.getByRole('button', { name: LONG_NAME }));
    await viewportShot(page, 'partners-long-name-1280');
    expect(await showsAll(page, LONG_NAME)).toBe(true);
    expect(await showsAll(page, LONG_CONTACT)).toBe(true);

    await page.setViewportSize(PHONE);
    await expectVisible(page.getByText(LONG_NAME, { exact: true }));
    await viewportShot(page, 'partners-long-name-390');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await showsAll(page, LONG_NAME)).toBe(true);
  });
});
