import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, numberText, toCsv, type CsvCell } from '../src/csv/csv-text';
import {
  donationExportFields,
  formatChildren,
  type ExportField,
  formatGradeTeachers,
  partnerExportFields,
} from '../src/csv/export-fields';
import { csvFileName } from '../src/csv/file-names';
import { chooseFields, exportCsv, selectedFieldsText } from '../src/csv/full-export';
import {
  filterByPaymentDate,
  noPaymentDateFilter,
  paymentDateQuickRange,
} from '../src/csv/payment-date-filter';
import { donationQuickExportCsv, partnerQuickExportCsv } from '../src/csv/quick-export';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const parse = (text: string) => Papa.parse<string[]>(text, { newline: '\r\n' }).data;
const dangerous = fc.constantFrom('=', '+', '-', '@', '\t', '\r');
const text = fc.oneof(
  fc.string(),
  fc.tuple(dangerous, fc.string()).map(([start, rest]) => start + rest),
  fc.constantFrom('a,b', 'say "hi"', ' x ', 'l1\nl2', 'l1\r\nl2', '=SUM(A1)\n'),
);
const cell: fc.Arbitrary<CsvCell> = fc.oneof(
  text,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constant(null),
);

describe('CSV text', () => {
  it('parses back to the input, with would-be formulas neutralised', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 20 }),
        (width, rows) => {
          const headers = Array.from({ length: width }, (_, index) => `H${index}`);
          const cut = rows.map((row) => row.slice(0, width));
          const written = toCsv(headers, cut);
          const expected = [
            headers,
            ...cut.map((row) =>
              row.map((value) =>
                value === null
                  ? ''
                  : typeof value === 'number'
                    ? String(value)
                    : /^[=+\-@\t\r]/.test(value)
                      ? `'${value}`
                      : value,
              ),
            ),
          ];
          // A lone empty cell is an empty line, which papaparse reads as [''] too.
          expect(parse(written)).toEqual(expected);
        },
      ),
    );
  });

  it('writes exactly what Papa.unparse writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
        (rows) => {
          const headers = ['a', 'b', 'c'];
          const papa = Papa.unparse(
            { fields: headers, data: rows },
            { escapeFormulae: /^[=+\-@\t\r]/, newline: '\r\n' },
          );
          expect(toCsv(headers, rows)).toBe(papa);
        },
      ),
    );
  });

  it('writes numbers exactly as String() does', () => {
    const amount = fc.integer({ min: -1_000_000, max: 10_000_000_000_00 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.oneof(amount, fc.double(), fc.integer()), (value) => {
        expect(numberText(value)).toBe(String(value));
      }),
      { numRuns: 2000 },
    );
    expect([0, -0, 0.1, 52.6, 19.99, 100, 1e12 / 100 + 0.01].map(numberText)).toEqual([
      '0',
      '0',
      '0.1',
      '52.6',
      '19.99',
      '100',
      '10000000000.01',
    ]);
  });

  it('never lets a text cell start a formula', () => {
    fc.assert(
      fc.property(text, (value) => {
        const [parsed] = parse(toCsv(['x'], [[value]])).slice(1);
        return !/^[=+\-@\t\r]/.test(parsed?.[0] ?? '');
      }),
    );
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['-2+3', '"\'-2+3"'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['', ''],
    [-5, '-5'],
    [null, ''],
  ])('cell %j -> %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('full export', () => {
  const record = donation({
    parent_name: '=cmd|calc',
    magnet_given: true,
    tshirt_given: false,
    children_data: [
      { name: 'Kid', tShirtSize: 'Youth S' },
      { name: 'Tot', tShirtSize: '' },
    ],
    grade_teacher_data: [
      { grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' },
      { grade: '6th Grade', teacher: '' },
    ],
    payment_completed_at: '2026-03-08T10:30:00.000Z',
  });

  it('exports the chosen fields in catalogue order with readable values', () => {
    const fields = chooseFields(donationExportFields, [
      'children_data',
      'parent_name',
      'magnet_given',
      'tshirt_given',
      'yearbook',
      'payment_completed_at',
      'donation_type',
    ]);
    expect(parse(exportCsv(defaultTimeZone, [record], fields))).toEqual([
      [
        'Parent Name',
        'Donation Type',
        'Payment Completed At',
        'Yearbook',
        'Magnet Given',
        'T-Shirt Given',
        'Students',
      ],
      ["'=cmd|calc", 'One Time', '2026-03-08 03:30', '', 'Yes', 'No', 'Kid (Youth S); Tot'],
    ]);
    expect(selectedFieldsText(fields.length, donationExportFields.length)).toBe(
      `7 of ${donationExportFields.length} fields selected`,
    );
  });

  it('says whether the payer covered the card fee: No for a record without the flag', () => {
    const donationFields = chooseFields(donationExportFields, ['fee_covered']);
    const donations = [donation({ fee_covered: true }), donation({ fee_covered: false }), donation()];
    expect(parse(exportCsv(defaultTimeZone, donations, donationFields))).toEqual([
      ['Fee Covered'],
      ['Yes'],
      ['No'],
      ['No'],
    ]);
    const partnerFields = chooseFields(partnerExportFields, ['fee_covered']);
    expect(
      parse(exportCsv(defaultTimeZone, [partner({ fee_covered: true }), partner()], partnerFields)),
    ).toEqual([['Fee Covered'], ['Yes'], ['No']]);
  });

  it('names each row’s payment method as the office does and the Stripe fee it cost', () => {
    const paid = (method: 'card' | 'us_bank_account', amount: number, fee: number | null) => ({
      amount,
      fee,
      net: fee === null ? null : amount - fee,
      refunded: 0,
      paid_at: '2026-03-01T17:00:00.000Z',
      method,
    });
    const rows = [
      donation({ checkout_status: 'complete', stripe_charges: { ch_1: paid('card', 10_000, 320) } }),
      donation({
        donation_type: 'monthly',
        checkout_method: 'us_bank_account',
        stripe_charges: {
          ch_2: paid('us_bank_account', 50_000, 400),
          ch_3: paid('us_bank_account', 50_000, 400),
        },
      }),
      // A bank debit still processing: its method known, no fee yet.
      donation({
        checkout_status: 'processing',
        checkout_method: 'us_bank_account',
        stripe_session_id: 'cs_1',
      }),
      donation({ donation_type: 'check' }),
    ];
    const fields = chooseFields(donationExportFields, ['payment_method', 'stripe_fee']);
    expect(parse(exportCsv(defaultTimeZone, rows, fields))).toEqual([
      ['Payment Method', 'Stripe Fee'],
      ['Card', '3.2'],
      ['Bank', '8'],
      ['Bank', ''],
      ['Check', ''],
    ]);
    const partnerFields = chooseFields(partnerExportFields, ['payment_method', 'stripe_fee']);
    expect(
      parse(exportCsv(defaultTimeZone, [partner({ pay_by_check: true, stripe_charges: {} })], partnerFields)),
    ).toEqual([
      ['Payment Method', 'Stripe Fee'],
      ['Check', ''],
    ]);
  });

  it('groups student information separately', () => {
    const studentKeys = (fields: readonly { key: string; group: string }[]) =>
      fields.filter((field) => field.group === 'student').map((field) => field.key);
    expect(studentKeys(donationExportFields)).toEqual(['children_data', 'grade_teacher_data']);
    expect(studentKeys(partnerExportFields)).toEqual(['children_data', 'grade_teacher_data']);
    expect(new Set(partnerExportFields.map((field) => field.key)).size).toBe(partnerExportFields.length);
  });

  it('formats every field of both kinds without failing', () => {
    const all = (catalogue: typeof donationExportFields | typeof partnerExportFields) =>
      catalogue.map((field) => field.label);
    expect(parse(exportCsv(defaultTimeZone, [record], donationExportFields))[1]).toHaveLength(
      all(donationExportFields).length,
    );
    const row = parse(exportCsv(defaultTimeZone, [partner({ pay_by_check: true })], partnerExportFields))[1];
    expect(row).toContain('Gold');
    expect(row).toContain('Yes');
  });

  it('writes csv-ready columns only as text that needs no quoting or neutralising', () => {
    const timestamp = fc.oneof(
      fc.constant(null),
      fc
        .date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString()),
      fc.constantFrom('0000-01-01T00:00:00Z', '2026-03-08T10:30:00+05:00', 'not a date'),
    );
    const flag = fc.constantFrom(true, false, null);
    const ready = <R>(catalogue: readonly ExportField<R>[]) => catalogue.filter((field) => field.csvReady);
    expect(ready(donationExportFields).map((field) => field.key)).toContain('created_at');
    fc.assert(
      fc.property(
        timestamp,
        timestamp,
        flag,
        fc.constantFrom('one_time', 'monthly', 'check'),
        (at, cancel, yes, type) => {
          const overrides = {
            payment_completed_at: at,
            cancel_date: cancel,
            created_at: at ?? '2026-01-01T00:00:00.000Z',
            updated_at: cancel ?? '2026-01-01T00:00:00.000Z',
            magnet_given: yes,
            tshirt_given: yes,
            donation_type: type,
          } as const;
          const cells = [
            ...ready(donationExportFields).map((field) =>
              field.value(donation({ ...overrides, company_matching: yes ?? false }), defaultTimeZone),
            ),
            ...ready(partnerExportFields).map((field) =>
              field.value(
                partner({
                  ...overrides,
                  donation_type: type === 'check' ? 'one_time' : type,
                  pay_by_check: yes ?? false,
                }),
                defaultTimeZone,
              ),
            ),
          ];
          for (const value of cells) {
            expect(typeof value).toBe('string');
            expect(csvCell(value)).toBe(value);
          }
        },
      ),
    );
  });

  it('formats student lists', () => {
    expect(formatChildren(null)).toBe('');
    expect(formatGradeTeachers(record.grade_teacher_data)).toBe('K - Ms. Chen; 6th Grade');
  });
});

describe('quick export', () => {
  it('has the quick-export columns for donations', () => {
    const rows = parse(
      donationQuickExportCsv(defaultTimeZone, [
        donation({
          total_pledged_amt: 1200,
          donation_type: 'monthly',
          company_matching: true,
          created_at: '2026-01-01T07:00:00.000Z',
        }),
      ]),
    );
    expect(rows).toEqual([
      ['Parent Name', 'Email', 'Amount', 'Type', 'Payment Status', 'Company Matching', 'Created Date'],
      ['Ana Garcia', 'ana@example.com', '1200', 'Monthly', 'Pending', 'Yes', '2025-12-31'],
    ]);
  });

  it('has the quick-export columns for partners', () => {
    const rows = parse(
      partnerQuickExportCsv(defaultTimeZone, [partner({ payment_completed_at: '2026-01-02T00:00:00.000Z' })]),
    );
    expect(rows).toEqual([
      ['Company Name', 'Contact Name', 'Email', 'Phone', 'Level', 'Amount', 'Payment Status', 'Created Date'],
      ['Acme', 'Bo Chen', 'bo@acme.example', '(555) 123-4567', 'Gold', '1200', 'Completed', '2026-06-01'],
    ]);
  });
});

describe('file names and the payment date filter', () => {
  const now = new Date('2026-03-09T06:30:00.000Z'); // still March 8 in California

  it.each([
    ['donations', false, 'donations-2026-03-08.csv'],
    ['donations', true, 'filtered-donations-2026-03-08.csv'],
    ['partners', false, 'partners-2026-03-08.csv'],
    ['partners', true, 'filtered-partners-2026-03-08.csv'],
  ] as const)('%s, filtered %s -> %s', (entity, filtered, name) => {
    expect(csvFileName(defaultTimeZone, entity, filtered, now)).toBe(name);
  });

  it.each([
    ['last_30_days', { start: '2026-02-07', end: '2026-03-08' }],
    ['last_90_days', { start: '2025-12-09', end: '2026-03-08' }],
    ['year_to_date', { start: '2026-01-01', end: '2026-03-08' }],
  ] as const)('quick range %s', (range, dates) => {
    expect(paymentDateQuickRange(defaultTimeZone, range, now)).toEqual(dates);
  });

  it('keeps records paid within the inclusive school-time dates', () => {
    const records = [
      donation({ id: 'before', payment_completed_at: '2026-03-01T07:59:59.999Z' }),
      donation({ id: 'first', payment_completed_at: '2026-03-01T08:00:00.000Z' }),
      donation({ id: 'last', payment_completed_at: '2026-03-09T06:59:59.999Z' }), // 23:59 PDT: the 8th had 23 hours
      donation({ id: 'after', payment_completed_at: '2026-03-09T07:00:00.000Z' }),
      donation({ id: 'unpaid' }),
    ];
    const ids = (filter: { start: string | null; end: string | null }) =>
      filterByPaymentDate(defaultTimeZone, records, filter).map((record) => record.id);
    expect(ids({ start: '2026-03-01', end: '2026-03-08' })).toEqual(['first', 'last']);
    expect(ids({ start: null, end: '2026-03-08' })).toEqual(['before', 'first', 'last']);
    expect(ids(noPaymentDateFilter)).toHaveLength(5);
  });
});
