import { type Delivery, type DonorStatement } from '@hope/domain/receipts';
import { type SchoolSettings } from '@hope/domain/settings';
import { takeable } from '../mail/deliver';
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
 * invocation: a batch is composed (its PDFs drawn), each statement claimed for this run (statement-claims.ts),
 * then sent over the pooled SMTP connections while the next batch is composed, and its `mail` document written
 * once, in its final state (SUCCESS, or ERROR for the office to resend). Claims are created with create() under
 * an id made of the year and the email, so a second run, or two at once, sends nothing twice; a statement whose
 * run stopped before writing it is taken again, once its claim's lease has lapsed, by the next run. Without a
 * sender of our own (the extension sends), the documents are created unsent, as any receipt.
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
  try {
    const now = Date.now();
    const left = run.ownSender
      ? input.ids.filter((id) => input.existing.has(id) && takeable(input.existing.get(id), now))
      : [];
    run.outcome.alreadySent += input.existing.size - left.length;
    await run.resume(left);

    const fresh = input.statements.filter((_, index) => !input.existing.has(input.ids[index]!));
    const inFlight: Promise<void>[] = [];
    for (const batch of chunks(fresh, BATCH)) {
      const composed: Composed[] = [];
      for (const statement of batch)
        composed.push(await statementMail(statement, input.year, input.settings, input.now));
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
    await run.writer.close();
  }
  return run.outcome;
}
