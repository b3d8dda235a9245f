import { schoolSettingsSchema, SETTINGS_COLLECTION, SETTINGS_DOC_ID } from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';
import { demoStories } from './demo-data';
import { demoDrive, pledgeOnDemoPages, writeDrive } from './demo-drive';
import { demoPages, writePages } from './demo-pages';
import { demoSettings } from './demo-settings';
import { lastYearStories } from './last-year';
import { runDemoPayouts } from './demo-payouts';
import { registerWithSandbox } from './sandbox-objects';
import { writeStories } from './write-stories';
import { urls } from '../lib/local-config';

/**
 * Writes the school settings (sample values, class sizes, last year's campaign and this one's) and the demo
 * records: this year's, and a few of last year's, each with its payments and history as the app's own
 * transitions made them. The functions' triggers then send each payment's receipt and each pledge's invoice, as
 * they do for a real one. The emulators start empty on every `npm start` (nothing is imported or kept). With
 * `stripeSandbox` (its URL, where one runs), the records' charges, customers and plans are registered with it,
 * so that the office's refunds and cancels on demo records reach Stripe's side as on real ones, and the weekly
 * payouts of that card money are run, so the Payouts screen has payouts whose lines trace to the demo's records.
 * A few student pages come with gifts through them, and a fun run open for pledges: with the sandbox, relatives
 * pledge on the pages through the functions and save their cards on its setup page (one card that every charge
 * declines); no counts are entered, so the drive waits for its results.
 */
export async function seedDemoData(
  db: Firestore,
  now = new Date(),
  options: { stripeSandbox?: string } = {},
): Promise<{
  donations: number;
  partners: number;
  lastYear: number;
  payouts: number;
  pages: number;
  pledges: number;
}> {
  const settings = demoSettings(now);
  const current = demoStories(now);
  const past = lastYearStories(settings.campaigns[1]!, now);
  const pages = demoPages(settings, settings.campaigns[0]!, now);
  await db.collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID).set(schoolSettingsSchema.parse(settings));
  await writePages(db, pages.pages);
  await writeDrive(db, demoDrive(settings.campaigns[0]!, settings.time_zone, now));
  const donations = [...current.donations, ...pages.gifts];
  const written = await writeStories(db, [...donations, ...current.partners, ...past]);
  let payouts = 0;
  let pledges = 0;
  if (options.stripeSandbox) {
    await registerWithSandbox(options.stripeSandbox, written);
    payouts = await runDemoPayouts(db, options.stripeSandbox, written, now);
    pledges = await pledgeOnDemoPages(pages.pages, {
      api: urls.web,
      stripeSandbox: options.stripeSandbox,
    });
  }
  return {
    donations: donations.length,
    partners: current.partners.length,
    lastYear: past.length,
    payouts,
    pages: pages.pages.length,
    pledges,
  };
}
