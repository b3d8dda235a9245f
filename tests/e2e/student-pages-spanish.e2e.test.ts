import { defaultSettings } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
} from '../support/browser';
import { useBrowser } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { tabTo } from '../support/keyboard';
import { eventually, mailbox } from '../support/maildev';
import { manageLinkFor, screenshots } from '../support/student-pages';

let page: Page;
const CLASS = defaultSettings.classes[0]!.label;
const EMAIL = 'lucia.torres@example.com';

const { browser } = useBrowser({
  fresh: 'test',
  mailbox: true,
  closePages: 'test',
  settings: () => ({
    ...defaultSettings,
    studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' },
  }),
});

const lang = () => page.evaluate(() => document.documentElement.lang);

describe("a student's page in Spanish", () => {
  it('is made, shown and managed in Spanish, and the parent is mailed in Spanish', async () => {
    page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/?lang=es`);
    // The whole journey with the keyboard alone.
    await tabTo(page, 'Crear una página para mi estudiante');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Crear una página para mi estudiante' }));
    expect(await lang()).toBe('es');
    await tabTo(page, 'Crear la página');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Escriba el nombre de su estudiante'));
    await expectVisible(page.getByText('Seleccione un grado y maestro'));
    await expectNoA11yViolations(page, 'the page form in Spanish, with its errors');
    await screenshots(page, 'es-student-page-form-errors');

    // The form's first field in error takes the focus.
    const firstName = page.getByLabel('Nombre', { exact: true });
    expect(await firstName.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Mateo');
    await tabTo(page, 'Inicial del apellido');
    await page.keyboard.type('t');
    await tabTo(page, 'Grado y maestro');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Grado y maestro').inputValue()).toBe(CLASS);
    await tabTo(page, 'Un mensaje breve (opcional)');
    await page.keyboard.type('¡Gracias por apoyar a la escuela de Mateo!');
    await tabTo(page, 'Su nombre');
    await page.keyboard.type('Lucía Torres');
    await tabTo(page, 'Su correo electrónico');
    await page.keyboard.type(EMAIL);
    const sent = page.waitForRequest('**/api/pages');
    await tabTo(page, 'Crear la página');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ language: 'es', firstName: 'Mateo' });
    await expectVisible(page.getByRole('heading', { name: 'La página de Mateo T. está lista' }));
    await expectVisible(page.getByRole('img', { name: 'Código QR de la página de Mateo T.' }));
    await expectNoA11yViolations(page, 'the new page to share, in Spanish');
    await screenshots(page, 'es-student-page-created');
    const link = await page.getByLabel('Enlace de la página').inputValue();
    const code = new URL(link).pathname.split('/').pop()!;

    await page.goto(link);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Apoye a Mateo T.' }));
    await expectVisible(page.getByText('$0 recaudados de una meta de $250'));
    await expectVisible(page.getByText('0 donaciones hasta ahora'));
    await expectVisible(page.getByRole('button', { name: 'Donar' }));
    expect(await page.title()).toContain('La página de Mateo T.');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, 'the student page in Spanish');
    await screenshots(page, 'es-student-page');

    const [mail] = await eventually('the page-made mail', async () => {
      const found = await mailbox.to(EMAIL);
      return found.length ? found : undefined;
    });
    expect(mail!.subject).toBe('La página de su estudiante está lista para compartir');
    expect(mail!.text).toMatch(/^Hola, Lucía Torres:/);
    const manage = await manageLinkFor(EMAIL, code);
    expect(new URL(manage).search).toBe('?lang=es');

    await page.goto(manage);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Administrar la página de Mateo T.' }));
    await expectVisible(
      page.getByText('Su página está publicada: cualquier persona con el enlace puede verla y donar.'),
    );
    await tabTo(page, 'Pausar la página');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Su página está en pausa', { exact: false }));
    await expectNoA11yViolations(page, 'the manage page in Spanish');
    await screenshots(page, 'es-student-page-manage');
    await tabTo(page, 'Eliminar la página');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '¿Eliminar la página de Mateo T.?' });
    await expectVisible(dialog);
    await expectNoA11yViolations(page, 'the delete dialog in Spanish');
    await screenshots(page, 'es-student-page-delete');
    await tabTo(page, 'Eliminar la página');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'La página está eliminada' }));

    await page.goto(link);
    await expectVisible(
      page.getByRole('heading', { name: 'Esta página no está disponible en este momento' }),
    );
    await expectNoA11yViolations(page, 'the unavailable page in Spanish');

    // A visit that opens on the form itself (a link shared in Spanish) has the form's alerts in Spanish too.
    await page.goto(`${urls.web}/s/new?lang=es`);
    await page.getByRole('button', { name: 'Crear la página' }).click();
    await expectVisible(page.getByText('Escriba el nombre de su estudiante'));
  });
});
