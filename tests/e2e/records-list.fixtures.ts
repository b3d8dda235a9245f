import type { DonationRecord, PartnerRecord } from '@hope/domain/records';
import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateData } from '../../domain/bench/generate';
import { repoRoot } from '../../scripts/src/lib/paths';

/** Documents as stored: the generated records without their id field (the id is the document id). */
export async function writeRecords(
  db: Firestore,
  collection: string,
  records: readonly { id: string }[],
): Promise<void> {
  for (let start = 0; start < records.length; start += 400) {
    const batch = db.batch();
    for (const { id, ...data } of records.slice(start, start + 400))
      batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
  }
}

/**
 * A deterministic data set over the last year, in the order the app's listener delivers it (by document id),
 * so the domain's stable sort breaks ties the way the screen does.
 */
export function recordsForTests(
  donationCount: number,
  partnerCount: number,
  now: Date,
): { donations: DonationRecord[]; partners: PartnerRecord[] } {
  const { donations, partners } = generateData(donationCount, partnerCount, now, 7);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return { donations: donations.sort(byId), partners: partners.sort(byId) };
}

/** The first cell of each data row of the table, top to bottom (only the rows rendered: those in view). */
export async function firstCells(page: Page): Promise<string[]> {
  const rows = await page.getByRole('row').allInnerTexts();
  return rows.slice(1).map((row) => row.split('\t')[0]!.trim());
}

/** Waits for the count text the domain predicts, e.g. '12 of 60 donations'. */
export async function expectCount(page: Page, shown: number, total: number, noun: string): Promise<void> {
  await page.getByText(`${shown} of ${total} ${noun}`, { exact: true }).waitFor({ timeout: 10_000 });
}

/** The viewport only (full-page shots of a long list are too tall to look at), when HOPE_SCREENSHOTS=1. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  if (process.env.HOPE_SCREENSHOTS !== '1') return;
  const dir = join(repoRoot, '.cache', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
