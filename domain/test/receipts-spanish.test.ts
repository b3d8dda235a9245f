import { describe, expect, it } from 'vitest';
import {
  paymentReceipt,
  pledgeInvoice,
  receiptHtml,
  receiptText,
  type ReceiptContent,
} from '../src/receipts';
import type { StoredRecord } from '../src/records';
import { donation, partner } from './fixtures';
import { englishPhrases, issuedAt, payment, spanishSettings } from './spanish-receipt-fixtures';

const settings = spanishSettings();
const receipt = (record: StoredRecord, paid = payment(), manageUrl: string | null = null) =>
  paymentReceipt({ record, payment: paid, settings, mailId: 'receipt_x', issuedAt, manageUrl });
const fact = (content: ReceiptContent, label: string) =>
  content.facts.find((candidate) => candidate.label === label)?.value;

/** All a reader sees of a message: its subject, file name, plain text and the HTML's text. */
const everything = (content: ReceiptContent) =>
  [
    content.subject,
    content.fileName,
    receiptText(content),
    receiptHtml(content).replace(/<style[\s\S]*?<\/style>|<[^>]+>/g, ' '),
  ].join('\n');

function expectAllSpanish(content: ReceiptContent) {
  const seen = everything(content);
  expect(englishPhrases.filter((phrase) => seen.includes(phrase))).toEqual([]);
  expect(receiptHtml(content)).toContain('<html lang="es">');
  // What the IRS asks is there in Spanish too: the organization's name and number, and the closing note.
  expect(seen).toContain('Hope Parent Organization');
  expect(receiptText(content)).toContain(
    `Número de exención de impuestos ${settings.organization.taxExemptNumber}`,
  );
  expect(content.footer).toContain('es una organización sin fines de lucro exenta de impuestos');
}

describe('receipts in Spanish', () => {
  it('knows the English phrases a Spanish receipt must not show', () => {
    expect(englishPhrases).toEqual(
      expect.arrayContaining([
        'Received from',
        'Amount received',
        'Please keep this receipt for your tax records',
      ]),
    );
  });

  it('acknowledges a card gift in Spanish with what the IRS asks, dates and dollars as US Spanish writes them', () => {
    const content = receipt(donation({ language: 'es', parent_name: 'Ana García' }));
    expect(content).toMatchObject({
      kind: 'gift',
      language: 'es',
      title: 'Recibo de donación',
      subject: 'Su recibo de Hope Parent Organization: $100.00 recibidos el 3 de noviembre de 2026',
      numberLabel: 'Recibo n.º',
      issuedOn: '26 de noviembre de 2026',
      greeting: 'Estimado(a) Ana García:',
      paragraphs: [
        'Recibimos su pago de $100.00 el 3 de noviembre de 2026.',
        'Gracias por apoyar a nuestros estudiantes.',
      ],
      goodsServices: {
        heading: 'Bienes o servicios proporcionados',
        statement: 'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
        benefits: [],
      },
      notes: ['Conserve este recibo para sus registros de impuestos.'],
      signature: { name: 'Pat Lee', title: 'Tesorera' },
    });
    expect(content.fileName).toMatch(/^recibo-R-\w+\.pdf$/);
    expect(content.facts).toEqual([
      { label: 'Recibido de', value: 'Ana García' },
      { label: 'Monto recibido', value: '$100.00' },
      { label: 'Fecha de recepción', value: '3 de noviembre de 2026' },
      { label: 'Forma de pago', value: 'Tarjeta' },
      { label: 'Concepto', value: 'Donación para Fondo Anual HOPE' },
      { label: 'Monto deducible de impuestos', value: '$100.00' },
    ]);
    expectAllSpanish(content);
  });

  it('words an installment, its covered card fee and its manage link in Spanish', () => {
    const record = donation({
      language: 'es',
      donation_type: 'monthly',
      months: 10,
      pledge_amt: 1200,
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: 'sub_1',
      checkout_status: 'complete',
    });
    const content = receipt(
      record,
      payment({ amount: 123.86, gift: 120, installment: 2, of: 10 }),
      'https://hope.example/manage?t=1',
    );
    expect(content.kind).toBe('installment');
    expect(fact(content, 'Concepto')).toBe(
      'Donación mensual para Fondo Anual HOPE: pago 2 de 10 de un compromiso de $1,200.00',
    );
    expect(fact(content, 'Comisiones de tarjeta cubiertas')).toBe('$3.86 del monto (gracias)');
    expect(content.link).toEqual({
      sentence: 'Actualice su tarjeta o cancele su donación mensual:',
      label: 'Administrar mi donación mensual',
      url: 'https://hope.example/manage?t=1',
    });
    expectAllSpanish(content);
  });

  it('lists a sponsorship’s benefits, their kinds and estimated values, and the deductible part in Spanish', () => {
    const record = partner({ language: 'es', level_name: 'Gold' });
    const content = receipt(record, payment({ amount: 1200, gift: 1200 }));
    expect(content.title).toBe('Recibo de patrocinio');
    expect(content.greeting).toBe('Estimado(a) Bo Chen:');
    expect(fact(content, 'Contacto')).toBe('Bo Chen');
    expect(fact(content, 'Concepto')).toBe('Patrocinio Oro para Fondo Anual HOPE ($1,200.00)');
    expect(fact(content, 'Monto deducible de impuestos')).toBe('$1,000.00');
    expect(content.goodsServices.statement).toBe(
      'A cambio de este patrocinio, Acme recibe los beneficios del nivel Oro que se indican a continuación, con ' +
        'un valor justo de mercado estimado de $200.00 en total ($200.00 corresponden a este pago). La parte ' +
        'deducible de este pago es de $1,000.00.',
    );
    expect(content.goodsServices.benefits).toContainEqual({
      text: 'Mesa de exhibición en un evento',
      kind: 'Bienes o servicios',
      value: '$150.00',
    });
    expect(receiptText(content)).toContain(
      '- Pancarta de 4x6 (Reconocimiento del nombre, logotipo o enlace de la empresa; valor estimado $0.00)',
    );
    expectAllSpanish(content);
  });

  it('reads a benefit as sold in its Spanish version, and words a plan payment and benefits of no value', () => {
    const sold = settings.sponsorshipLevels.find((level) => level.id === 'bronze')!.benefits;
    const record = partner({
      language: 'es',
      partnership_level: 'bronze',
      partnership_amount: 500,
      donation_type: 'monthly',
      level_benefits: [
        { ...sold[0]!, text: 'Web ad (as sold)', translations: { es: { text: 'Anuncio web (vendido)' } } },
      ],
    });
    const content = receipt(record, payment({ amount: 50, gift: 50, installment: 3, of: 10 }));
    expect(fact(content, 'Concepto')).toBe('Patrocinio Bronce para Fondo Anual HOPE ($500.00), pago 3 de 10');
    expect(content.goodsServices.benefits.map((benefit) => benefit.text)).toEqual(['Anuncio web (vendido)']);
    expect(content.goodsServices.statement).toContain('Su valor justo de mercado estimado es de $0.00');
    expectAllSpanish(content);
  });

  it('acknowledges a check and cash in Spanish', () => {
    const deposited = {
      amount: 250,
      deposited_on: '2026-11-02',
      recorded_at: issuedAt.toISOString(),
      recorded_by: 'o',
    };
    const record = donation({ language: 'es', checks: { '1042': { ...deposited, number: '1042' } } });
    const check = receipt(record, payment({ key: 'check_1042', method: 'check', amount: 250, gift: 250 }));
    expect(check.kind).toBe('check');
    expect(check.paragraphs[0]).toBe('Recibimos su cheque de $250.00 el 3 de noviembre de 2026.');
    expect(fact(check, 'Forma de pago')).toBe('Cheque n.º 1042');
    expectAllSpanish(check);
    expect(fact(receipt(donation({ language: 'es' }), payment({ method: 'cash' })), 'Forma de pago')).toBe(
      'Efectivo',
    );
  });

  it('writes a record marked English exactly as one from before languages, the school words in English', () => {
    const before = receipt(donation());
    const marked = receipt(donation({ language: 'en' }));
    expect(receiptHtml(marked)).toBe(receiptHtml(before));
    expect(receiptText(marked)).toBe(receiptText(before));
    expect(marked.subject).toBe(before.subject);
    expect(receiptHtml(before)).toContain('<html lang="en">');
    expect(fact(before, 'For')).toBe('Gift to the HOPE Annual Fund');
    expect(before.paragraphs[1]).toBe(settings.receipts.thankYou);
  });

  it('uses the English of a school word the office has not translated', () => {
    const halfway = { ...settings, organization: { ...settings.organization, translations: undefined } };
    const content = paymentReceipt({
      record: donation({ language: 'es' }),
      payment: payment(),
      settings: halfway,
      mailId: 'receipt_x',
      issuedAt,
    });
    expect(fact(content, 'Concepto')).toBe('Donación para HOPE Annual Fund');
  });
});

describe('a pledge invoice in Spanish', () => {
  it('confirms a check pledge with the invoice, the memo staying as the office matches it', () => {
    const record = partner({ language: 'es', pay_by_check: true, created_at: '2026-11-20T18:00:00.000Z' });
    const content = pledgeInvoice({ record, settings, mailId: 'pledge_x', issuedAt });
    expect(content).toMatchObject({
      kind: 'pledge',
      title: 'Compromiso de patrocinio y factura',
      subject: 'Su compromiso de patrocinio Oro y su factura de Hope Parent Organization ($1,200.00)',
      numberLabel: 'Factura n.º',
      greeting: 'Estimado(a) Bo Chen:',
    });
    expect(fact(content, 'Fecha del compromiso')).toBe('20 de noviembre de 2026');
    expect(fact(content, 'Memo')).toBe('Community Partnership');
    expect(content.table).toMatchObject({
      caption: 'Factura',
      columns: ['Descripción', 'Monto'],
      rows: [['Patrocinio comunitario Oro, Fondo Anual HOPE', '$1,200.00']],
      total: ['Total a pagar', '$1,200.00'],
    });
    expect(content.goodsServices.heading).toBe('Lo que incluye el patrocinio Oro');
    expect(content.notes[0]).toBe(
      `Escriba "Community Partnership" y el número de factura ${content.number} en la línea del memo del cheque.`,
    );
    expect(content.fileName).toMatch(/^factura-INV-\w+\.pdf$/);
    expectAllSpanish(content);
  });
});
