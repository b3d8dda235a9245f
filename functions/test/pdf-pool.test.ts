import { yearEndStatementContent, type ReceiptContent } from '@hope/domain/receipts';
import { defaultSettings } from '@hope/domain/settings';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfPool } from '../src/mail/pdf-pool';
import { receiptPdf } from '../src/mail/receipt-pdf';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const workerFile = fileURLToPath(new URL('../lib/pdf-worker.js', import.meta.url));

const statement = (name: string, count: number): ReceiptContent =>
  yearEndStatementContent({
    statement: {
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      name,
      gifts: Array.from({ length: count }, (_, index) => ({
        received_at: `2025-${String((index % 12) + 1).padStart(2, '0')}-05T18:00:00.000Z`,
        description: 'Monthly gift (card)',
        amount: 100,
        deductible: 100,
        withGoods: false,
        tShirt: false,
      })),
      total: 100 * count,
      deductibleTotal: 100 * count,
    },
    year: 2025,
    settings: defaultSettings,
    mailId: `statement_2025_${name}`,
    issuedAt: new Date('2026-01-05T18:00:00.000Z'),
  });

/** The PDF without its creation time and the file id made from it: all that differs between two drawings. */
const comparable = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '')
    .replace(/\/ID \[<\w+> <\w+>\]/, '');

describe('the PDF threads of the year-end run', () => {
  let pool: PdfPool | null = null;
  beforeAll(() => {
    // The threads run the bundled worker, as the deployed functions do.
    execFileSync(process.execPath, ['build.mjs'], { cwd: functionsDir });
    pool = PdfPool.open(2, workerFile);
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
  });

  it('draws each statement exactly as receiptPdf draws it here, each answer to its own request', async () => {
    const contents = ['Ana Ruiz', 'Bao Tran', 'Chidi Okafor', 'Dana Wu', 'Eli Cohen'].map((name, index) =>
      statement(name, 1 + index * 9),
    );
    const drawn = await Promise.all(contents.map((content) => pool!.draw(content)));
    for (const [index, content] of contents.entries())
      expect(comparable(drawn[index]!)).toBe(comparable(await receiptPdf(content)));
  });

  it('fails the request whose content cannot be drawn, and draws the others, then and after', async () => {
    const broken = { ...statement('Fay Lin', 2), facts: null } as unknown as ReceiptContent;
    const [bad, ...good] = await Promise.allSettled([
      pool!.draw(broken),
      pool!.draw(statement('Gus Hale', 3)),
      pool!.draw(statement('Hana Sato', 4)),
    ]);
    expect(bad!.status).toBe('rejected');
    expect(good.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const after = await pool!.draw(statement('Ivo Petrov', 5));
    expect(comparable(after)).toBe(comparable(await receiptPdf(statement('Ivo Petrov', 5))));
  });

  it('is not opened where there is no bundled worker: the run draws in its own thread', () => {
    expect(PdfPool.open(1, `${workerFile}.missing`)).toBeNull();
  });
});
