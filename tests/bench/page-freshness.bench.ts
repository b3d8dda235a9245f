// How soon a gift through a student's page shows on that page (GET /api/pages/<code>), beside how soon the same
// gift shows in the public progress (GET /api/progress): gifts paid through the Stripe sandbox one after another,
// each timed from the webhook's commit of the paid record to each answer (read from the function, polled every
// POLL_MS) showing it, in the same run.
import { defaultSettings, defaultTimeZone, schoolYearCampaign } from '@hope/domain/settings';
import { donationBody, postApi } from '../support/api';
import { adminForTests, clearFirestore, urls } from '../support/emulators';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { expectDelivered, sandbox } from '../support/sandbox';
import type { BenchOutcome } from './bench-types';
import { committed, pause, raisedCents } from './progress-freshness';
import { removeServedSettings, saveServedSettings } from './served-settings';
import { median, ms } from './stats';
import { makePage } from './student-page.bench';

const GIFTS = 9;
const WARM_UP = 1;
const POLL_MS = 50;
const WAIT_MS = 60_000;

async function pageRaisedCents(code: string): Promise<number> {
  const response = await fetch(`${urls.functionsBase}/api/pages/${code}`);
  const answer = (await response.json()) as { state: string; page?: { raised: number } };
  if (answer.state !== 'active' || !answer.page) throw new Error(`page ${code} is ${answer.state}`);
  return Math.round(answer.page.raised * 100);
}

/** Polls `read` until it gives at least `cents`: when that answer arrived. */
async function shownBy(read: () => Promise<number>, cents: number): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if ((await read()) >= cents) return Date.now();
    await pause(POLL_MS);
  }
  throw new Error(`the answer did not show ${cents / 100} dollars within ${WAIT_MS / 1000} s`);
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  try {
    await clearFirestore();
    await sandbox.reset();
    await saveServedSettings(admin.db, {
      ...defaultSettings,
      campaigns: [{ ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 50_000 }],
    });
    const code = await makePage();
    let progressCents = await raisedCents(urls.functionsBase);
    let pageCents = 0;
    const timings: { pageMs: number; progressMs: number }[] = [];
    for (let index = 0; index < WARM_UP + GIFTS; index++) {
      const amount = 10 + index;
      const { body } = await postApi<Started>(
        '/api/checkout/donation',
        donationBody({
          amount,
          parent_name: `Grandparent ${index}`,
          email: `grandparent${index}@example.com`,
          children_data: undefined,
          grade_teacher_data: undefined,
          pageCode: code,
        }),
      );
      progressCents += amount * 100;
      pageCents += amount * 100;
      const [progressTarget, pageTarget] = [progressCents, pageCents];
      const paid = committed(admin.db.doc(`donations/${body.id}`), (s) => !!s.get('payment_completed_at'));
      const onProgress = shownBy(() => raisedCents(urls.functionsBase), progressTarget);
      const onPage = shownBy(() => pageRaisedCents(code), pageTarget);
      expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
      const [record, progressAt, pageAt] = await Promise.all([paid, onProgress, onPage]);
      if (index < WARM_UP) continue;
      timings.push({ pageMs: pageAt - record.commitMs, progressMs: progressAt - record.commitMs });
    }
    const [page, progress] = [median(timings.map((t) => t.pageMs)), median(timings.map((t) => t.progressMs))];
    return {
      ok: true,
      lines: [
        `
Student page freshness: ${GIFTS} gifts through one page paid in turn (after ${WARM_UP} warm-up), from the webhook's commit of the paid record`,
        `  the page's progress (GET /api/pages/<code>) shows the gift after ${ms(page)} (runs ${timings.map((t) => ms(t.pageMs)).join(', ')})`,
        `  the public progress (GET /api/progress) shows it after ${ms(progress)} (runs ${timings.map((t) => ms(t.progressMs)).join(', ')}); ratio ${(page / progress).toFixed(2)}`,
        `  (both read from the function, polled every ${POLL_MS} ms, medians; a CDN adds its s-maxage to either)`,
      ],
    };
  } finally {
    await removeServedSettings(admin.db).catch(() => {});
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
