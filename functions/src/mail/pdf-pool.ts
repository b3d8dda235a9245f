import type { ReceiptContent } from '@hope/domain/receipts';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { receiptPdf } from './receipt-pdf';
import type { PdfAnswer } from './pdf-worker';

export type DrawPdf = (content: ReceiptContent) => Promise<Buffer>;

/** The bundled worker beside the bundled functions (build.mjs); absent when the sources run unbundled. */
const WORKER_FILE = fileURLToPath(new URL('./pdf-worker.js', import.meta.url));

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

/*
 * Threads that draw PDFs for a run of many messages (the year-end statements), so the drawing, pdfkit's CPU
 * work, goes on beside the run's sending and writing instead of between them (measured on two cores: 2,000
 * statements in 12.0 s instead of 13.9 s, median of 3). One thread for each core but the one the run itself uses, at least one. Each request
 * goes to the thread with the fewest waiting; a thread that stops fails its own requests, and once none is
 * left the PDFs are drawn here.
 */
export class PdfPool {
  private readonly threads: Thread[] = [];
  private next = 0;

  private constructor(size: number, file: string) {
    for (let index = 0; index < size; index++) {
      const thread: Thread = { worker: new Worker(file), pending: new Map() };
      thread.worker.on('message', (answer: PdfAnswer) => {
        const pending = thread.pending.get(answer.id);
        thread.pending.delete(answer.id);
        if ('error' in answer) pending?.reject(new Error(answer.error));
        else pending?.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      });
      thread.worker.on('error', (error) => this.stopped(thread, error));
      thread.worker.on('exit', () => this.stopped(thread, new Error('A PDF thread stopped')));
      this.threads.push(thread);
    }
  }

  /** A pool, or none where there is no bundled worker to start: the caller then draws in its own thread. */
  static open(size = Math.max(1, availableParallelism() - 1), file = WORKER_FILE): PdfPool | null {
    return existsSync(file) ? new PdfPool(size, file) : null;
  }

  readonly draw: DrawPdf = (content) => {
    if (this.threads.length === 0) return receiptPdf(content);
    const thread = this.threads.reduce((least, candidate) =>
      candidate.pending.size < least.pending.size ? candidate : least,
    );
    const id = this.next++;
    return new Promise<Buffer>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, content });
    });
  };

  private stopped(thread: Thread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }
}
