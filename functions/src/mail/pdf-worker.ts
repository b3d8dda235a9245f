import type { ReceiptContent } from '@hope/domain/receipts';
import { parentPort } from 'node:worker_threads';
import { receiptPdf } from './receipt-pdf';

/*
 * A PDF-drawing thread of the year-end run (pdf-pool.ts): draws each content it is sent with receiptPdf, the
 * same function a single receipt is drawn with, and answers with the PDF's bytes.
 */
export type PdfRequest = { id: number; content: ReceiptContent };
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', ({ id, content }: PdfRequest) => {
  // A content that cannot be drawn fails its own request (receiptPdf may throw before it returns a promise);
  // the thread goes on drawing the others.
  Promise.resolve(content)
    .then(receiptPdf)
    .then(
      (pdf) => parentPort!.postMessage({ id, pdf } satisfies PdfAnswer),
      (error: unknown) => parentPort!.postMessage({ id, error: String(error) } satisfies PdfAnswer),
    );
});
