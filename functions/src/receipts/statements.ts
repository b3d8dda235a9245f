import {
  statementMailId,
  yearEndStatementContent,
  yearEndStatements,
  type DonorStatement,
  type MailDocument,
  type StatementSource,
  type YearEndResult,
} from '@hope/domain/receipts';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, parseStoredRecord } from '@hope/domain/records';
import { type SchoolSettings } from '@hope/domain/settings';
import { logger } from 'firebase-functions';
import { firestore } from '../platform/firestore';
import { composeMail } from '../mail/compose-mail';

/**
 * Every record of both collections, parsed as the back office reads them (a document the schema refuses is
 * logged and left out). Payments of a year may belong to records of any campaign (a plan begun the year before,
 * a check received months after its pledge), so the year is chosen by payment date in the domain, not by query.
 */
export async function readAllRecords(): Promise<StatementSource[]> {
  const db = firestore();
  const sources: StatementSource[] = [];
  for (const collection of [DONATIONS_COLLECTION, PARTNERS_COLLECTION] as const) {
    const snapshot = await db.collection(collection).get();
    for (const doc of snapshot.docs) {
      try {
        sources.push({ collection, id: doc.id, record: parseStoredRecord(collection, doc.data()) });
      } catch (error) {
        logger.warn(`Year-end statements leave out ${collection}/${doc.id}: ${String(error)}`);
      }
    }
  }
  return sources;
}

export async function statementsOf(year: number, settings: SchoolSettings): Promise<YearEndResult> {
  return yearEndStatements(await readAllRecords(), year, settings);
}

/** A donor's statement as a mail document (keyed by year and email). */
export async function statementMail(
  statement: DonorStatement,
  year: number,
  settings: SchoolSettings,
  now: Date,
): Promise<{ id: string; mail: MailDocument }> {
  const id = statementMailId(year, statement.email);
  const content = yearEndStatementContent({ statement, year, settings, mailId: id, issuedAt: now });
  const count = statement.gifts.length;
  const mail = await composeMail({
    to: statement.email,
    kind: 'statement',
    content,
    summary: `${year} statement: ${count} gift${count === 1 ? '' : 's'}, ${content.facts[3]!.value}`,
    record: null,
    eventId: null,
    statement: { year, email: statement.email },
    now,
  });
  return { id, mail };
}
