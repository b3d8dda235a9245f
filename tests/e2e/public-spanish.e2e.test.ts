import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectItemsFadedIn,
  expectNoA11yViolations,
  expectVisible,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { defaultSettings, SETTINGS_PATH } from '@hope/domain/settings';
import { GRADE } from '../support/api';
import { urls } from '../support/emulators';
import { eventually, mailbox } from '../support/maildev';
import { readPdf } from '../support/pdf-text';
import { collectAlerts, onlyRecord } from '../support/public-forms';
import { sandbox } from '../support/sandbox';

let page: Page;
const { browser, admin } = useBrowser({ fresh: 'test', sandbox: true, mailbox: true, closePages: 'test' });

const lang = () => page.evaluate(() => document.documentElement.lang);

/** The one message sent to the address, once it is in MailDev, with its PDF's text. */
async function mailTo(address: string) {
  const [message] = await eventually(`a message to ${address}`, async () => {
    const messages = await mailbox.to(address);
    return messages.length > 0 ? messages : undefined;
  });
  const attachment = message!.attachments![0]!;
  const pdf = await readPdf(await mailbox.attachment(message!.id, attachment.generatedFileName));
  return { message: message!, attachment, pdf, html: await mailbox.html(message!.id) };
}

/** Adds one student through the dialog, in Spanish. */
async function addStudentInSpanish(name: string) {
  await page.getByRole('button', { name: 'Agregar información del estudiante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar información del estudiante' });
  const row = dialog.getByRole('group', { name: 'Estudiante 1' });
  await row.getByLabel('Nombre del estudiante').fill(name);
  await row.getByLabel('Grado y maestro(a)').selectOption(GRADE);
  await screenshot(page, 'es-students-dialog-390');
  await expectNoA11yViolations(page, 'students dialog in Spanish');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the public page in Spanish', () => {
  it('opens in Spanish from a ?lang=es link, and a donation goes to a Spanish checkout and is kept in Spanish', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    await expectVisible(page.getByRole('heading', { name: '¿Cómo le gustaría donar?' }));
    expect(await lang()).toBe('es');
    await expectVisible(page.getByRole('button', { name: 'English' }));
    await screenshot(page, 'es-main-390');
    await expectNoA11yViolations(page, 'main step in Spanish');

    await page.getByRole('button', { name: 'Más información' }).click();
    const budget = page.getByRole('dialog', { name: 'A dónde va su dinero' });
    await expectVisible(budget.getByRole('list', { name: 'Gasto por cada $1,000 recaudados' }));
    // The items fade in one after another: axe reads colours once every one is fully shown.
    await expectItemsFadedIn(budget);
    await screenshot(page, 'es-budget-390');
    await expectNoA11yViolations(page, 'budget dialog in Spanish');
    await budget.getByRole('button', { name: 'Cerrar' }).first().click();

    await page.getByRole('button', { name: 'Donar', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Hacer una donación' }));
    const alerts = collectAlerts(page);
    const submit = page.getByRole('button', { name: 'Donar ahora' });
    await submit.evaluate((button: HTMLButtonElement) => button.form!.requestSubmit());
    await expect.poll(() => alerts, { timeout: 10_000 }).toEqual(['Escriba un monto de donación válido']);

    await page.getByLabel('Monto de la donación').fill('40');
    await page.getByLabel('Nombre del padre, madre o tutor').fill('Lucía Torres');
    await page.getByLabel('Correo electrónico').fill('lucia@example.com');
    await addStudentInSpanish('Mateo Torres');
    await screenshot(page, 'es-donate-390');
    await expectNoA11yViolations(page, 'donate form in Spanish');

    const sent = page.waitForRequest('**/api/checkout/donation');
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({ language: 'es', amount: 40 });
    await page.waitForURL(/:12111\/pay\//);
    expect(await lang()).toBe('es');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Pago exitoso!' }), 20_000);
    expect(await lang()).toBe('es');
    await screenshot(page, 'es-thank-you-390');
    await expectNoA11yViolations(page, 'thank-you step in Spanish');

    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({ locale: 'es' });
    expect(await onlyRecord(admin.db, 'donations')).toMatchObject({
      language: 'es',
      parent_name: 'Lucía Torres',
      total_pledged_amt: 40,
    });

    // The receipt follows in Spanish, its PDF too.
    const receipt = await mailTo('lucia@example.com');
    expect(receipt.message.subject).toMatch(/^Su recibo de Hope Parent Organization: \$40\.00 recibidos el /);
    expect(receipt.attachment.filename).toMatch(/^recibo-R-\w+\.pdf$/);
    expect(receipt.html).toContain('<html lang="es">');
    for (const part of [receipt.message.text!, receipt.pdf.text]) {
      expect(part).toContain('Estimado(a) Lucía Torres:');
      expect(part).toContain('Monto recibido');
      expect(part).toContain('Conserve este recibo para sus registros de impuestos.');
      expect(part).not.toContain('Amount received');
    }
    expect(receipt.pdf.language).toBe('es');
  });

  it('keeps what the parent typed when the language is switched, and remembers the choice', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/`);
    expect(await lang()).toBe('en');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByLabel('Donation Amount').fill('25');
    await page.getByLabel('Parent Name').fill('Ann Lee');

    await page.getByRole('button', { name: 'Español' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Hacer una donación' }));
    expect(await page.getByLabel('Monto de la donación').inputValue()).toBe('25');
    expect(await page.getByLabel('Nombre del padre, madre o tutor').inputValue()).toBe('Ann Lee');
    expect(await lang()).toBe('es');

    // A later visit (a new tab: this one keeps its step) opens in the language chosen, and a choice of English
    // is remembered as well.
    page = await page.context().newPage();
    await page.goto(`${urls.web}/`);
    await expectVisible(page.getByRole('heading', { name: '¿Cómo le gustaría donar?' }));
    await page.getByRole('button', { name: 'English' }).click();
    await expectVisible(page.getByRole('heading', { name: 'How would you like to give?' }));
    page = await page.context().newPage();
    await page.goto(`${urls.web}/`);
    await expectVisible(page.getByRole('heading', { name: 'How would you like to give?' }));
    expect(await lang()).toBe('en');
  });

  it("follows the browser's language on a first visit", async () => {
    page = await newPage(browser, DESKTOP, 'es-MX');
    await page.goto(`${urls.web}/`);
    await expectVisible(page.getByRole('heading', { name: '¿Cómo le gustaría donar?' }));
    await screenshot(page, 'es-main-1280');
  });

  it('pledges a sponsorship by check in Spanish, with the plan dialog refusing bad months in Spanish', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    await page.getByRole('button', { name: 'Patrocinador comunitario', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sea un patrocinador comunitario' }));
    await page.getByRole('radio').first().click();
    await page.getByLabel('Nombre de la empresa').fill('Panadería Sol');
    await page.getByLabel('Nombre de contacto').fill('Rosa Díaz');
    await page.getByLabel('Teléfono de contacto').fill('5551234567');
    await page.getByLabel('Correo electrónico').fill('rosa@sol.example');
    await screenshot(page, 'es-sponsor-390');
    await expectNoA11yViolations(page, 'sponsor form in Spanish');

    await page.getByRole('button', { name: 'Pagar a plazos' }).click();
    const plan = page.getByRole('dialog', { name: 'Configurar plan de pagos' });
    await plan.getByLabel('Número de meses').fill('0');
    await expectVisible(plan.getByRole('alert').filter({ hasText: 'Escriba montos válidos' }));
    await screenshot(page, 'es-plan-dialog-390');
    await expectNoA11yViolations(page, 'plan dialog in Spanish');
    await plan.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Pagar con cheque' }).click();
    const check = page.getByRole('dialog', { name: 'Confirmar pago con cheque' });
    await screenshot(page, 'es-check-dialog-390');
    await expectNoA11yViolations(page, 'check dialog in Spanish');
    await check.getByRole('button', { name: 'Confirmar' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Gracias!' }));
    await screenshot(page, 'es-check-thank-you-390');
    expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
      language: 'es',
      company_name: 'Panadería Sol',
      pay_by_check: true,
    });

    // The pledge invoice follows in Spanish, its PDF too.
    const invoice = await mailTo('rosa@sol.example');
    expect(invoice.message.subject).toMatch(
      /^Su compromiso de patrocinio \w+ y su factura de Hope Parent Organization/,
    );
    expect(invoice.attachment.filename).toMatch(/^factura-INV-\w+\.pdf$/);
    for (const part of [invoice.message.text!, invoice.pdf.text]) {
      expect(part).toContain('Estimado(a) Rosa Díaz:');
      expect(part).toContain('Monto a pagar');
      expect(part).toContain('Esta factura no es un recibo para efectos de impuestos');
      expect(part).not.toContain('Amount due');
    }
  });

  it("sponsors by card in Spanish: the school's Spanish level name on the page, Stripe's page and the receipt", async () => {
    const levels = defaultSettings.sponsorshipLevels.map((level) =>
      level.id === 'gold'
        ? {
            ...level,
            translations: { es: { name: 'Oro' } },
            benefits: level.benefits.map((benefit, index) =>
              index === 0 ? { ...benefit, translations: { es: { text: 'Pancarta de 4x6' } } } : benefit,
            ),
          }
        : level,
    );
    await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, sponsorshipLevels: levels });

    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    await page.getByRole('button', { name: 'Patrocinador comunitario', exact: true }).click();
    await page.getByRole('radio', { name: /^Oro/ }).click();
    await page.getByLabel('Nombre de la empresa').fill('Panadería Sol');
    await page.getByLabel('Nombre de contacto').fill('Rosa Díaz');
    await page.getByLabel('Teléfono de contacto').fill('5551234567');
    await page.getByLabel('Correo electrónico').fill('rosa@sol.example');
    await page.getByRole('button', { name: 'Pagar el total ahora', exact: true }).click();
    await page.waitForURL(/:12111\/pay\//);
    expect(await lang()).toBe('es');
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({ locale: 'es' });
    expect(JSON.stringify(create?.body)).toContain('Patrocinio comunitario Oro');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Pago exitoso!' }), 20_000);
    await expectNoA11yViolations(page, 'sponsor thank-you step in Spanish');
    // The record keeps the school's English words; only what the family reads is in Spanish.
    expect(await onlyRecord(admin.db, 'community_partners')).toMatchObject({
      language: 'es',
      partnership_level: 'gold',
      pay_by_check: false,
    });

    const receipt = await mailTo('rosa@sol.example');
    expect(receipt.html).toContain('<html lang="es">');
    for (const part of [receipt.message.text!, receipt.pdf.text]) {
      expect(part.toLowerCase()).toContain('recibo de patrocinio');
      expect(part).toContain('Estimado(a) Rosa Díaz:');
      expect(part).toContain('Patrocinio Oro');
      expect(part).toContain('Pancarta de 4x6');
      expect(part.toLowerCase()).not.toContain('sponsorship receipt');
    }
    expect(receipt.pdf.language).toBe('es');
  });
});
