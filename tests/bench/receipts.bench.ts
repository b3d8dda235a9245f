// Receipts benchmark: rendering one receipt and one 12-gift statement (HTML, text and PDF) in this process,
// median of 200. The year-end run for 2,000 donors is the giving-day-year-end benchmark.
import { receiptHtml, receiptText, type ReceiptContent } from '@hope/domain/receipts';
import { receiptPdf } from '../../functions/src/mail/receipt-pdf';
import type { BenchOutcome } from './bench-types';
import { sampleContents } from './sample-receipts';
import { median } from './stats';

const RENDERS = 200;

async function renderMs(content: ReceiptContent): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RENDERS + 10; run++) {
    const started = performance.now();
    receiptHtml(content);
    receiptText(content);
    await receiptPdf(content);
    if (run >= 10) times.push(performance.now() - started);
  }
  return times;
}

export async function bench(): Promise<BenchOutcome> {
  const { receipt, statement } = sampleContents();
  return {
    ok: true,
    lines: [
      `receipt rendering (HTML + text + PDF): median ${median(await renderMs(receipt)).toFixed(1)} ms of ${RENDERS}`,
      `12-gift statement rendering (HTML + text + PDF): median ${median(await renderMs(statement)).toFixed(1)} ms of ${RENDERS}`,
    ],
  };
}
