import {
  defaultSettings,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type SchoolSettings,
} from '@hope/domain/settings';
import { beforeEach, describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { mailbox, type InboxMessage } from '../../support/maildev';
import { sessionIdOf, type Started } from '../../support/payments-bed';
import { readPdf } from '../../support/pdf-text';
import { officeDonation, useReceiptsBed } from '../../support/receipts-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

const bed = useReceiptsBed();

/** The sample school with its fund's name, Gold's name and the receipts' texts in Spanish. */
const settings: SchoolSettings = {
  ...structuredClone(defaultSettings),
  organization: { ...defaultSettings.organization, translations: { es: { fundName: 'Fondo Anual HOPE' } } },
  sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level) =>
    level.id === 'gold' ? { ...level, translations: { es: { name: 'Oro' } } } : level,
  ),
  receipts: {
    ...defaultSettings.receipts,
    translations: {
      es: {
        thankYou: 'Gracias por apoyar a nuestros estudiantes.',
        noGoodsStatement: 'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
      },
    },
  },
};

beforeEach(async () => {
  await bed.admin.db.collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID).set(settings);
});

/** The message's three parts: its plain text, its HTML and its PDF's text. */
async function partsOf(message: InboxMessage) {
  const attachment = message.attachments![0]!;
  const pdf = await readPdf(await mailbox.attachment(message.id, attachment.generatedFileName));
  return { text: message.text!, html: await mailbox.html(message.id), pdf, attachment };
}

describe('receipts in the family’s language', () => {
  it('sends a Spanish-speaking parent’s receipt in Spanish, its PDF too', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ amount: 120, parent_name: 'Ana García', email: 'ana@example.com', language: 'es' }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const [message] = await bed.inbox('ana@example.com');
    expect(message!.subject).toMatch(
      /^Su recibo de Hope Parent Organization: \$120\.00 recibidos el \d{1,2} de [a-z]+ de \d{4}$/,
    );
    const { text, html, pdf, attachment } = await partsOf(message!);
    expect(attachment).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^recibo-R-\w+\.pdf$/),
    });
    expect(html).toContain('<html lang="es">');
    expect(pdf.language).toBe('es');
    expect(pdf.title).toMatch(/^Recibo de donación R-\w+$/);
    for (const part of [text, html, pdf.text]) {
      for (const words of [
        'Estimado(a) Ana García:',
        'Número de exención de impuestos 00-0000000',
        'Monto recibido',
        '$120.00',
        'Donación para Fondo Anual HOPE',
        'Gracias por apoyar a nuestros estudiantes.',
        'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
        'Conserve este recibo para sus registros de impuestos.',
      ])
        expect(part).toContain(words);
      for (const english of ['Received from', 'Amount received', 'Please keep', 'Dear '])
        expect(part).not.toContain(english);
    }
    // The plain text writes the title in capitals, as its heading.
    expect(text).toContain('RECIBO DE DONACIÓN');
    for (const part of [html, pdf.text]) expect(part).toContain('Recibo de donación');
    expect(pdf.text).toMatch(/Página 1 de 1/);
    // The office's line stays in English.
    const [doc] = [...(await bed.settled(1)).values()];
    expect(doc!.summary).toMatch(/^Receipt for \$120\.00 received /);
  });

  it('confirms a Spanish-speaking sponsor’s check pledge with a Spanish invoice', async () => {
    await postApi('/api/pledges/check', sponsorBody({ level: 'gold', plan: undefined, language: 'es' }));
    const [invoice] = await bed.inbox('sam@bayhardware.example.com');
    expect(invoice!.subject).toBe(
      'Su compromiso de patrocinio Oro y su factura de Hope Parent Organization ($1,200.00)',
    );
    const { text, pdf, attachment } = await partsOf(invoice!);
    expect(attachment.filename).toMatch(/^factura-INV-\w+\.pdf$/);
    for (const part of [text, pdf.text]) {
      for (const words of [
        'Monto a pagar',
        'Patrocinio comunitario Oro, Fondo Anual HOPE',
        'Community Partnership',
      ])
        expect(part).toContain(words);
      expect(part).not.toContain('Amount due');
    }
  });

  it("writes a donor's year-end statement in the language of their latest record", async () => {
    const gift = (paid_at: string, language: 'en' | 'es') =>
      bed.admin.db
        .collection('donations')
        .doc()
        .set(
          officeDonation({
            email: 'ana@example.com',
            parent_name: 'Ana García',
            donation_type: 'one_time',
            created_at: paid_at,
            language,
            stripe_charges: {
              [`ch_${language}`]: { amount: 5000, fee: 175, net: 4825, refunded: 0, paid_at },
            },
          }),
        );
    await gift('2025-02-10T18:00:00.000Z', 'en');
    await gift('2025-09-06T18:00:00.000Z', 'es');
    expect(await bed.sendStatements(2025)).toMatchObject({
      created: 1,
    });
    const [statement] = await bed.inbox('ana@example.com');
    expect(statement!.subject).toBe('Su resumen de donaciones de 2025 de Hope Parent Organization');
    const { text, pdf, attachment } = await partsOf(statement!);
    expect(attachment.filename).toMatch(/^resumen-2025-S-\w+\.pdf$/);
    for (const part of [text, pdf.text]) {
      for (const words of ['10 feb 2025', '6 sept 2025', 'Donación (tarjeta)', 'Total recibido', '$100.00'])
        expect(part).toContain(words);
      expect(part).not.toContain('Gifts received');
    }
  });

  it('keeps an English-speaking parent’s receipt in English', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ email: 'lee@example.com' }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const [message] = await bed.inbox('lee@example.com');
    expect(message!.subject).toMatch(/^Your receipt from Hope Parent Organization: \$50\.00 received /);
    const { html, pdf } = await partsOf(message!);
    expect(html).toContain('<html lang="en">');
    expect(pdf.text).toContain('Gift to the HOPE Annual Fund');
    expect(pdf.text).toContain('Please keep this receipt for your tax records.');
  });
});
