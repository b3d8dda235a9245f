import { describe, expect, it } from 'vitest';
import {
  receiptHtml,
  receiptText,
  yearEndStatementContent,
  yearEndStatements,
  type DonorStatement,
  type StatementSource,
} from '../src/receipts';
import type { StoredRecord } from '../src/records';
import { donation, partner } from './fixtures';
import { englishPhrases, issuedAt, spanishSettings } from './spanish-receipt-fixtures';

// A gift of $500 or more comes with a T-shirt.
const settings = { ...spanishSettings(), giving: { ...spanishSettings().giving, tShirtThreshold: 500 } };
const charge = (paid_at: string, amount: number) => ({ amount, fee: 0, net: amount, refunded: 0, paid_at });
const deposited = (number: string, amount: number, on: string) => ({
  [number]: { number, amount, deposited_on: on, recorded_at: `${on}T20:00:00.000Z`, recorded_by: 'office' },
});
const source = (record: StoredRecord, id: string): StatementSource => ({
  collection: 'company_name' in record ? 'community_partners' : 'donations',
  id,
  record,
});

const sources = [
  // Ana gave in English in February, then chose Spanish for her June gift: her statement is in Spanish.
  source(
    donation({
      email: 'ana@example.com',
      created_at: '2025-02-01T18:00:00.000Z',
      stripe_charges: { a: charge('2025-02-01T18:00:00.000Z', 10000) },
    }),
    'd1',
  ),
  source(
    donation({
      email: 'ana@example.com',
      language: 'es',
      created_at: '2025-06-01T18:00:00.000Z',
      donation_amount: 500,
      children_data: [{ name: 'Bo Garcia', tShirtSize: 'M' }],
      checks: deposited('7', 500, '2025-06-05'),
    }),
    'd2',
  ),
  source(
    partner({ language: 'es', level_name: 'Gold', checks: deposited('1042', 1200, '2025-09-06') }),
    'p1',
  ),
  // Eli chose Spanish in March and English in May: his statement is in English.
  source(
    donation({
      email: 'eli@example.com',
      parent_name: 'Eli',
      language: 'es',
      created_at: '2025-03-01T18:00:00.000Z',
      stripe_charges: { c: charge('2025-03-01T18:00:00.000Z', 2000) },
    }),
    'd3',
  ),
  source(
    donation({
      email: 'eli@example.com',
      parent_name: 'Eli',
      created_at: '2025-05-01T18:00:00.000Z',
      months: 12,
      pledge_amt: 120,
      stripe_charges: { d: charge('2025-05-01T18:00:00.000Z', 1000) },
    }),
    'd4',
  ),
];
const { statements } = yearEndStatements(sources, 2025, settings);
const of = (email: string) => statements.find((statement) => statement.email === email)!;
const content = (statement: DonorStatement) =>
  yearEndStatementContent({
    statement,
    year: 2025,
    settings,
    mailId: `statement_${statement.email}`,
    issuedAt,
  });

describe('a year-end statement in Spanish', () => {
  it("is written in the language of the donor's latest record", () => {
    expect(of('ana@example.com').language).toBe('es');
    expect(of('bo@acme.example').language).toBe('es');
    expect(of('eli@example.com').language).toBeUndefined();
    expect(of('eli@example.com').gifts.map((gift) => gift.description)).toEqual([
      'Gift (card)',
      'Monthly gift (card)',
    ]);
    expect(content(of('eli@example.com')).title).toBe('Year-End Giving Statement 2025');
  });

  it('lists the gifts with Spanish dates and words, marks those that came with goods, and says so', () => {
    const statement = content(of('ana@example.com'));
    expect(statement).toMatchObject({
      language: 'es',
      title: 'Resumen anual de donaciones 2025',
      subject: 'Su resumen de donaciones de 2025 de Hope Parent Organization',
      numberLabel: 'Resumen n.º',
      greeting: 'Estimado(a) Ana Garcia:',
      paragraphs: [
        'Gracias por sus 2 donaciones para Fondo Anual HOPE en 2025, $600.00 en total. Este resumen enumera ' +
          'cada donación que recibimos de usted ese año.',
        'Gracias por apoyar a nuestros estudiantes.',
      ],
    });
    expect(statement.facts.map((fact) => fact.label)).toEqual([
      'Donante',
      'Año',
      'Donaciones recibidas',
      'Total recibido',
      'Total deducible de impuestos',
    ]);
    expect(statement.table).toMatchObject({
      caption: 'Donaciones recibidas en 2025',
      columns: ['Fecha', 'Donación', 'Monto'],
      rows: [
        ['1 feb 2025', 'Donación (tarjeta)', '$100.00'],
        ['5 jun 2025', 'Donación (cheque n.º 7) *', '$500.00'],
      ],
      total: ['', 'Total', '$600.00'],
    });
    expect(statement.goodsServices.statement).toBe(
      'Las donaciones marcadas con * incluyeron bienes o servicios. Su donación incluyó una camiseta estudiantil ' +
        'de valor insignificante. No se proporcionaron bienes ni servicios a cambio de las demás donaciones.',
    );
    expect(statement.fileName).toMatch(/^resumen-2025-S-\w+\.pdf$/);
    expect(statement.notes).toEqual(['Conserve este resumen para sus registros de impuestos.']);
    const seen = [statement.subject, receiptText(statement), receiptHtml(statement).replace(/<[^>]+>/g, ' ')];
    expect(englishPhrases.filter((phrase) => seen.join('\n').includes(phrase))).toEqual([]);
  });

  it("shows a sponsor the deductible part of each payment, its level's Spanish name and one gift's wording", () => {
    const statement = content(of('bo@acme.example'));
    expect(statement.paragraphs[0]).toMatch(
      /^Gracias por su donación para Fondo Anual HOPE en 2025, \$1,200\.00/,
    );
    expect(statement.table?.columns).toEqual(['Fecha', 'Donación', 'Monto', 'Deducible']);
    expect(statement.table?.rows).toEqual([
      ['6 sept 2025', 'Patrocinio Oro (cheque n.º 1042)', '$1,200.00', '$1,000.00'],
    ]);
    expect(statement.goodsServices.statement).toBe(
      'Se proporcionaron beneficios de patrocinio a cambio: la columna Deducible muestra cada pago menos el valor ' +
        'estimado de esos beneficios.',
    );
    expect(receiptHtml(statement)).toContain('<html lang="es">');
    expect(englishPhrases.filter((phrase) => receiptText(statement).includes(phrase))).toEqual([]);
  });
});
