import { type Delivery, type DonorStatement } from '@hope/domain/receipts';
import { type SchoolSettings } from '@hope/domain/settings';
import { takeable } from '../mail/deliver';
import { PdfPool } from '../mail/pdf-pool';
import {
  BATCH,
  BATCHES_IN_FLIGHT,
  chunks,
  StatementRun,
  type Composed,
  type StatementsOutcome,
} from './statement-run';
import { statementMail } from './statements';

/*
 * The year-end run sends its statements itself, in batches, instead of leaving each to its own trigger
 * invocation: a batch is composed (its PDFs drawn in threads of their own, pdf-pool.ts), each statement claimed
 * for this run (statement-claims.ts), then sent over the pooled SMTP connections while the next batch is
 * composed, and its `mail` document written once, in its final state (SUCCESS, or ERROR for the office to
 * resend). Claims are created with create() under an id made of the year and the email, so a second run, or two
 * at once, sends nothing twice; a statement whose run stopped before writing it is taken again, once its claim's
 * lease has lapsed, by the next run. Without a sender of our own (the extension sends), the documents are
 * created unsent, as any receipt.
 */

export type { StatementsOutcome };

/**
 * Sends the statement of every donor in `statements` (all donors of the year); `existing` holds the delivery
 * state of each statement that already has a document.
 */
export async function sendStatements(input: {
  statements: DonorStatement[];
  existing: Map<string, Delivery | undefined>;
  ids: string[];
  year: number;
  settings: SchoolSettings;
  now: Date;
}): Promise<StatementsOutcome> {
  const run = new StatementRun();
  let pool: PdfPool | null = null;
  try {
    const now = Date.now();
    const left = run.ownSender
      ? input.ids.filter((id) => input.existing.has(id) && takeable(input.existing.get(id), now))
      : [];
    run.outcome.alreadySent += input.existing.size - left.length;
    await run.resume(left);

    const fresh = input.statements.filter((_, index) => !input.existing.has(input.ids[index]!));
    if (fresh.length > 0) pool = PdfPool.open();
    // Without a pool (no built worker file), composeMail draws here.
    const draw = pool?.draw;
    const compose = (batch: DonorStatement[]) =>
      Promise.all(
        batch.map((statement) => statementMail(statement, input.year, input.settings, input.now, draw)),
      );
    const inFlight: Promise<void>[] = [];
    const batches = chunks(fresh, BATCH);
    // The next batch is drawn while this one is claimed and sent: the drawing threads never wait on the run.
    let next = batches.length ? compose(batches[0]!) : null;
    for (let index = 0; next; index++) {
      const composed: Composed[] = await next;
      next = index + 1 < batches.length ? compose(batches[index + 1]!) : null;
      // Awaited in the next turn; until then a failure must not surface as an unhandled rejection.
      next?.catch(() => {});
      if (!run.ownSender) {
        await run.createUnsent(composed);
        continue;
      }
      const sending = run.send(await run.claim(composed));
      // Awaited below; until then a failure must not surface as an unhandled rejection.
      sending.catch(() => {});
      inFlight.push(sending);
      if (inFlight.length >= BATCHES_IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);
    await run.finish();
  } finally {
    await pool?.close();
    await run.writer.close();
  }
  return run.outcome;
}
