import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectVisible, newPage, PHONE, type TestBrowser } from './browser';
import { urls } from './emulators';

export const FORM_HEADINGS = {
  Donate: 'Make a Donation',
  'Community Partner': 'Become a Community Partner',
} as const;

/** A fresh phone-sized (by default) page on `/`, then the choice clicked the way a parent does. */
export async function openGivingForm(
  browser: TestBrowser,
  choice: keyof typeof FORM_HEADINGS,
  viewport = PHONE,
): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${urls.web}/`);
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: FORM_HEADINGS[choice] }));
  return page;
}

/** Every browser alert the page raises, in order; each is accepted so the page goes on. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

export type Student = { name: string; gradeTeacher: string; tShirtSize?: string };

/** Opens the Add Student Information dialog from the form, fills one row per student, and presses Done. */
export async function addStudents(page: Page, students: Student[]): Promise<void> {
  await page.getByRole('button', { name: /(Add|Edit) Student Information/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Student Information' });
  await expectVisible(dialog);
  for (const [index, student] of students.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: /Add Another Student/ }).click();
    const row = dialog.getByRole('group', { name: `Student ${index + 1}` });
    await row.getByLabel('Student Name').fill(student.name);
    await row.getByLabel('Grade & Teacher').selectOption(student.gradeTeacher);
    if (student.tShirtSize) await row.getByLabel('T-Shirt Size').selectOption(student.tShirtSize);
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** On the sandbox's hosted checkout page, which states the amount Stripe will charge. */
export async function expectHostedCheckout(page: Page, amount: string): Promise<void> {
  await page.waitForURL(/:12111\/pay\//);
  await expectVisible(page.getByText(amount, { exact: true }));
}

/** Pay on the hosted page: the sandbox delivers the webhooks, then returns to our thank-you step. */
export async function payOnHostedCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Payment Successful!' }), 20_000);
}

/** The one record the journey created (the webhooks were delivered before the page came back). */
export async function onlyRecord(db: Firestore, collection: string): Promise<Record<string, unknown>> {
  const docs = (await db.collection(collection).get()).docs;
  expect(docs).toHaveLength(1);
  return docs[0]!.data();
}

/** Every control in the page's main area is at least 44 x 44 px (a checkbox, or a dialog's radio, counts by its label). */
export async function expectTouchTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const selector = [
      'main button',
      'main select',
      'main input:not([type=checkbox]):not([type=radio])',
      'main label:has(input[type=checkbox])',
      '[role=dialog] button',
      '[role=dialog] input:not([type=checkbox]):not([type=radio])',
      '[role=dialog] label:has(input[type=radio])',
      '[role=dialog] select',
    ].join(',');
    return Array.from(document.querySelectorAll(selector))
      .filter((element) => !element.closest('[aria-hidden=true]'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ element, box }) => `${element.outerHTML.slice(0, 90)} ${box.width}x${box.height}`);
  });
  expect(small).toEqual([]);
}

/** Stripe failing every attempt at a Checkout Session (our server's Stripe client tries three times). */
export const STRIPE_DOWN = { path: '/v1/checkout/sessions', status: 500, count: 3 } as const;
