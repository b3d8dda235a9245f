import { type DonorStatement, MAIL_COLLECTION, statementMailId, type Delivery } from '@hope/domain/receipts';
import { type SchoolSettings } from '@hope/domain/settings';
import { firestore } from '../platform/firestore';
import { takeable } from '../mail/deliver';
import { StatementRun, type StatementsOutcome } from './statement-run';
import { statementMail } from './statements';

/*
 * One unit of the year-end job sends its statements itself instead of leaving each to its own trigger
 * invocation: each statement is composed, claimed for this unit (statement-claims.ts), sent over the pooled
 * SMTP connections, and its `mail` document written once, in its final state (SUCCESS, or ERROR for the office
 * to resend). Claims are created with create() under an id made of the year and the email, so two units or two
 * jobs at once send nothing twice; a statement whose unit stopped before writing it is taken again by that
 * unit's retry, or by any run once its claim's lease has lapsed. Without a sender of our own (the extension
 * sends), the documents are created unsent, as any receipt.
 */

export type { StatementsOutcome };

/** The delivery state of each id that has a document (that field alone: a statement's PDF stays where it is). */
export async function existingStates(ids: string[]): Promise<Map<string, Delivery | undefined>> {
  const db = firestore();
  const states = new Map<string, Delivery | undefined>();
  for (let start = 0; start < ids.length; start += 300) {
    const refs = ids.slice(start, start + 300).map((id) => db.collection(MAIL_COLLECTION).doc(id));
    if (refs.length === 0) continue;
    for (const doc of await db.getAll(...refs, { fieldMask: ['delivery'] }))
      if (doc.exists) states.set(doc.id, doc.data()!.delivery);
  }
  return states;
}

/** Sends the statements of one unit: those without a message, and those a stopped run left takeable. */
export async function sendStatements(input: {
  statements: DonorStatement[];
  year: number;
  settings: SchoolSettings;
  issuedAt: Date;
  holder: string;
}): Promise<StatementsOutcome> {
  const ids = input.statements.map((statement) => statementMailId(input.year, statement.email));
  const existing = await existingStates(ids);
  const run = new StatementRun(input.holder);
  try {
    const now = Date.now();
    const left = run.ownSender ? ids.filter((id) => existing.has(id) && takeable(existing.get(id), now)) : [];
    run.outcome.alreadySent += existing.size - left.length;
    await run.resume(left);

    const fresh = input.statements.filter((_, index) => !existing.has(ids[index]!));
    const composed = await Promise.all(
      fresh.map((statement) => statementMail(statement, input.year, input.settings, input.issuedAt)),
    );
    if (!run.ownSender) await run.createUnsent(composed);
    else await run.send(await run.claim(composed));
    await run.finish();
  } finally {
    await run.writer.close();
  }
  return run.outcome;
}
