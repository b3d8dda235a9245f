import { defaultSettings } from '@hope/domain/settings';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../support/api';
import { expectNoA11yViolations, expectVisible, newPage, PHONE } from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { burst, directCall, forgedAddress } from '../support/flood';
import {
  addStudents,
  expectHostedCheckout,
  openGivingForm,
  payOnHostedCheckout,
} from '../support/public-forms';
import { PROOF_HEADER, throughSite } from '../support/step-up';

let page: Page;
const GRADE = 'K - Ms. Chen';
/** All clients' checkouts an hour past which every unverified call is asked for a challenge, saved small. */
const THRESHOLD = 5;

const { browser, admin } = useBrowser({
  fresh: 'test',
  sandbox: true,
  closePages: 'test',
  settings: () => ({
    ...defaultSettings,
    limits: { ...defaultSettings.limits, checkoutsPerHour: THRESHOLD },
    revision: 1,
    updated_at: new Date().toISOString(),
  }),
});

/**
 * The flood: 400 junk checkouts from 800 forged addresses at the function's own address, and a few through
 * the site from forged addresses (each its own network), which take the hour past the threshold.
 */
async function flood() {
  const direct = await burst(400, 20, (index) =>
    directCall('/api/checkout/donation', index, { body: donationBody() }),
  );
  expect(direct).toEqual({ 429: 400 });
  const site = await burst(2 * THRESHOLD, 5, (index) =>
    postApi('/api/checkout/donation', donationBody(), { headers: throughSite(forgedAddress(5000 + index)) }),
  );
  expect(site[200]).toBeGreaterThanOrEqual(THRESHOLD);
  expect(site[429]).toBeGreaterThan(0);
}

/** The checkout requests the page sends, with whether each carried a solved challenge. */
function checkoutRequests(): { proved: boolean }[] {
  const sent: { proved: boolean }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/checkout/donation'))
      sent.push({ proved: PROOF_HEADER in request.headers() });
  });
  return sent;
}

describe('a family giving during a flood', () => {
  it('solves the challenge unseen, reaches Stripe’s page, pays and lands on the thank-you step', async () => {
    await flood();
    page = await openGivingForm(browser, 'Donate');
    const sent = checkoutRequests();
    await page.getByLabel('Donation Amount').fill('50');
    await page.getByLabel('Parent Name').fill('Grace Kim');
    await page.getByLabel('Email Address').fill('grace@example.com');
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: GRADE }]);
    await page.getByRole('button', { name: 'Donate Now' }).click();

    await expectHostedCheckout(page, '$50.00');
    // Asked for a challenge, the page solved it in a worker and sent the same request again with the proof.
    expect(sent).toEqual([{ proved: false }, { proved: true }]);
    await payOnHostedCheckout(page);
    await expectNoA11yViolations(page, 'thank-you step after a challenge');
    const paid = (await admin.db.collection('donations').where('parent_name', '==', 'Grace Kim').get()).docs;
    expect(paid.map((doc) => doc.get('payment_completed_at'))).toEqual([expect.any(String)]);
  }, 90_000);

  it('in Spanish too', async () => {
    await flood();
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    await page.getByRole('button', { name: 'Donar', exact: true }).click();
    const sent = checkoutRequests();
    await page.getByLabel('Monto de la donación').fill('40');
    await page.getByLabel('Nombre del padre, madre o tutor').fill('Lucía Torres');
    await page.getByLabel('Correo electrónico').fill('lucia@example.com');
    await page.getByRole('button', { name: 'Agregar información del estudiante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar información del estudiante' });
    const row = dialog.getByRole('group', { name: 'Estudiante 1' });
    await row.getByLabel('Nombre del estudiante').fill('Mateo Torres');
    await row.getByLabel('Grado y maestro(a)').selectOption(GRADE);
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('button', { name: 'Donar ahora' }).click();
    await page.waitForURL(/:12111\/pay\//);
    expect(sent).toEqual([{ proved: false }, { proved: true }]);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Pago exitoso!' }), 20_000);
    expect(await onlyRecordOf('Lucía Torres')).toMatchObject({ language: 'es' });
  }, 90_000);

  it('shows the refusal of a reused proof in the family’s words', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    await page.getByRole('button', { name: 'Donar', exact: true }).click();
    // The server's answer to a proof already used once, as the page would get it.
    await page.route('**/api/checkout/donation', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'This request was already sent once. Please reload the page and try again.',
        }),
      }),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel('Monto de la donación').fill('40');
    await page.getByLabel('Nombre del padre, madre o tutor').fill('Lucía Torres');
    await page.getByLabel('Correo electrónico').fill('lucia@example.com');
    await page.getByRole('button', { name: 'Agregar información del estudiante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar información del estudiante' });
    await dialog
      .getByRole('group', { name: 'Estudiante 1' })
      .getByLabel('Nombre del estudiante')
      .fill('Mateo');
    await dialog
      .getByRole('group', { name: 'Estudiante 1' })
      .getByLabel('Grado y maestro(a)')
      .selectOption(GRADE);
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('button', { name: 'Donar ahora' }).click();
    await expect
      .poll(() => alerts, { timeout: 10_000 })
      .toEqual(['Esta solicitud ya se envió una vez. Vuelva a cargar la página e inténtelo de nuevo.']);
  });
});

async function onlyRecordOf(parentName: string) {
  const docs = (await admin.db.collection('donations').where('parent_name', '==', parentName).get()).docs;
  expect(docs).toHaveLength(1);
  return docs[0]!.data();
}
