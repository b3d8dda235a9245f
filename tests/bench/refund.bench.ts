// Refund benchmark, on the emulators with the Stripe sandbox and Chromium: from the click on the refund dialog's
// confirm button to "Refunded" in the record's Payment Status, over 20 paid gifts. Its floor, measured in the
// same run on 20 other gifts: the same refund asked of the recordAction function from Node, until an Admin SDK
// listener sees the record refunded (the function, Stripe's answer, the webhook and Firestore, with no page).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { donationBody, postApi } from '../support/api';
import { signInAsAdmin, TEST_ADMIN } from '../support/admin-session';
import { callFunction, memberToken } from '../support/callable';
import { launchBrowser } from '../support/chromium';
import { adminForTests, clearFirestore } from '../support/emulators';
import { expectDelivered, sandbox } from '../support/sandbox';
import { benchPage } from './bench-page';
import type { BenchOutcome } from './bench-types';
import { median, ms, percentile } from './stats';

const RUNS = 20;
const WARM_UP = 2;

type Admin = ReturnType<typeof adminForTests>;

async function paidGift(parent: string): Promise<{ id: string }> {
  const { body } = await postApi<{ id: string; url: string }>(
    '/api/checkout/donation',
    donationBody({ parent_name: parent, amount: 40 }),
  );
  expectDelivered(await sandbox.pay(body.url.split('/').pop()!));
  return { id: body.id };
}

/** Resolves when the record's net shows the full refund, as an Admin SDK listener sees it. */
function refundedSeen(admin: Admin, id: string): Promise<number> {
  return new Promise((resolve) => {
    const stop = admin.db.doc(`donations/${id}`).onSnapshot((snapshot) => {
      const charges = (snapshot.get('stripe_charges') ?? {}) as Record<
        string,
        { amount: number; refunded: number }
      >;
      const all = Object.values(charges);
      if (all.length > 0 && all.every((charge) => charge.refunded >= charge.amount)) {
        stop();
        resolve(performance.now());
      }
    });
  });
}

async function floorRun(admin: Admin, token: string, parent: string): Promise<number> {
  const { id } = await paidGift(parent);
  const record = (await admin.db.doc(`donations/${id}`).get()).data()!;
  const chargeId = Object.keys(record.stripe_charges)[0]!;
  const seen = refundedSeen(admin, id);
  const started = performance.now();
  const answer = await callFunction(
    'recordAction',
    {
      action: 'refund',
      collection: 'donations',
      id,
      requestId: randomUUID(),
      chargeId,
      amount: 40,
      reason: 'duplicate',
      note: '',
    },
    token,
  );
  if (answer.status !== 200) throw new Error(`recordAction answered ${answer.status}`);
  return (await seen) - started;
}

/** Opens the gift's details from the list, then times confirm-click to 'Refunded' on screen, in the page. */
async function pageRun(page: Page, parent: string): Promise<number> {
  await paidGift(parent);
  await page.getByRole('searchbox', { name: 'Search by parent name, type or email' }).fill(parent);
  await page.getByRole('button', { name: parent }).first().click();
  await page.getByRole('button', { name: /^Refund the \$40\.00 payment/ }).click();
  const confirm = page
    .getByRole('dialog', { name: 'Refund Payment' })
    .getByRole('button', { name: 'Refund $40.00' });
  await confirm.waitFor();
  const elapsed = await confirm.evaluate(
    (button) =>
      new Promise<number>((resolve) => {
        const isRefunded = () =>
          Array.from(document.querySelectorAll('.details-item')).some(
            (item) =>
              item.querySelector('dt')?.textContent === 'Payment Status' &&
              item.querySelector('dd')?.textContent === 'Refunded',
          );
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!isRefunded()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        (button as HTMLButtonElement).click();
      }),
  );
  await page.getByRole('button', { name: 'Back' }).click();
  return elapsed;
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const browser = await launchBrowser();
  try {
    await clearFirestore();
    await sandbox.reset();
    const page = await benchPage(browser);
    await signInAsAdmin(page, '/admin/donations');
    const token = await memberToken(TEST_ADMIN.email, { admin: true }, TEST_ADMIN.password);
    const onScreen: number[] = [];
    const floor: number[] = [];
    // Turns of one each, so both meet the same moments of this machine; the first WARM_UP of each are not counted.
    for (let run = 0; run < RUNS + WARM_UP; run++) {
      const floorMs = await floorRun(admin, token, `Floor Parent ${run}`);
      const pageMs = await pageRun(page, `Screen Parent ${run}`);
      if (run < WARM_UP) continue;
      floor.push(floorMs);
      onScreen.push(pageMs);
    }
    const line = (name: string, values: number[]) =>
      `${name}: p50 ${ms(median(values))}, p95 ${ms(percentile(values, 95))} (${values.length} refunds)`;
    return {
      ok: true,
      lines: [
        line('refund confirm click -> "Refunded" on screen', onScreen),
        line('floor: recordAction from Node -> Admin SDK listener sees the refund', floor),
        `ratio (screen / floor): p50 ${(median(onScreen) / median(floor)).toFixed(2)}x, p95 ${(percentile(onScreen, 95) / percentile(floor, 95)).toFixed(2)}x`,
        '  (one-time $40 gifts paid through the Stripe sandbox; full refunds; turns of one each after 2 warm-ups)',
      ],
    };
  } finally {
    await browser.close();
    await admin.close();
  }
}
