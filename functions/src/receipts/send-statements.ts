import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  mailDocumentSchema,
  type Delivery,
  type DonorStatement,
} from '@hope/domain/receipts';
import { type SchoolSettings } from '@hope/domain/settings';
import type { BulkWriter, DocumentData, WriteResult } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { claim, claimedDelivery, sendTaken, takeable, type Claimed } from '../mail/deliver';
import { mailStatusAt } from '../mail/mail-status';
import { sendsOwnMail } from '../mail/smtp-config';
import { statementMail } from './statements';

/*
 * The year-end run sends its statements itself, in batches, instead of leaving each to its own trigger
 * invocation: a batch is composed (its PDFs drawn), created already taken by this run (delivery PROCESSING with
 * a lease, so deliverMail's trigger on the new document leaves it), then sent over the pooled SMTP connections
 * while the next batch is composed. Every statement is still a `mail` document with its delivery state, created
 * with create() under an id made of the year and the email, so a second run, or two at once, sends nothing
 * twice. A statement a stopped run created but never finished is taken again (once its lease has lapsed) by
 * the next run.
 */

/** Statements composed, created and sent together: a few seconds of SMTP, well inside a lease. */
const BATCH = 100;
/** Batches under way at once: one being sent while the next is composed, and memory stays bounded. */
const BATCHES_IN_FLIGHT = 2;
const ALREADY_EXISTS = 6;

export interface StatementsOutcome {
  /** Statements this run created, or took over from a stopped run, and sent (or, with the extension, queued). */
  created: number;
  /** Donors whose statement for the year was already sent, or is being sent by another run. */
  alreadySent: number;
}

type Composed = { id: string; mail: DocumentData };
type Taken = Claimed & { id: string };

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

class StatementRun {
  readonly db = firestore();
  readonly writer: BulkWriter;
  readonly outcome: StatementsOutcome = { created: 0, alreadySent: 0 };
  readonly ownSender = sendsOwnMail();

  constructor() {
    // Throttling ramps a new writer up from 500 writes a second: the run's writes are a few thousand at most.
    this.writer = this.db.bulkWriter({ throttling: false });
    this.writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  }

  ref(id: string) {
    return this.db.collection(MAIL_COLLECTION).doc(id);
  }

  /** Creates the batch's documents, taken by this run when it is the sender; those created are this run's. */
  async create(batch: Composed[]): Promise<Taken[]> {
    const created: Taken[] = [];
    const writes = batch.map(({ id, mail }) => {
      const delivery = this.ownSender ? claimedDelivery(undefined, Date.now()) : undefined;
      const data = delivery ? { ...mail, delivery } : mail;
      return this.writer.create(this.ref(id), data).then(
        () => {
          this.outcome.created++;
          if (delivery) created.push({ id, data, delivery });
        },
        (error: { code?: number }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
          this.outcome.alreadySent++;
        },
      );
    });
    await this.writer.flush();
    await Promise.all(writes);
    return created;
  }

  /** The status of a message's final state (what every member reads), written as of that state's write. */
  writeStatus(message: Taken, delivery: Delivery, written: WriteResult): Promise<unknown> | null {
    const mail = mailDocumentSchema.safeParse({ ...message.data, delivery });
    if (!mail.success) return null;
    const status = this.db.collection(MAIL_STATUS_COLLECTION).doc(message.id);
    return this.writer.set(status, mailStatusAt(mail.data, written.writeTime));
  }

  /**
   * Sends the taken messages side by side (the transport's pool queues them on its connections). The states
   * between attempts are written at once, in order; each final state is batched, then its status follows, so
   * the mail trigger run for each of these writes finds the status written and does nothing more.
   */
  async send(taken: Taken[]): Promise<void> {
    const finals: Promise<void>[] = [];
    const statuses: Promise<unknown>[] = [];
    await Promise.all(
      taken.map((message) =>
        sendTaken(message, (delivery, final) => {
          if (!final) return this.ref(message.id).update({ delivery });
          const update = this.writer.update(this.ref(message.id), { delivery });
          finals.push(
            update.then((written) => {
              const status = this.writeStatus(message, delivery, written);
              if (status) statuses.push(status);
            }),
          );
          return Promise.resolve();
        }),
      ),
    );
    await this.writer.flush();
    await Promise.all(finals);
    await this.writer.flush();
    await Promise.all(statuses);
  }

  /** Documents left by a stopped run (created, never sent, lease lapsed): taken in a transaction each, then sent. */
  async resume(ids: string[]): Promise<void> {
    for (const batch of chunks(ids, BATCH)) {
      const claims = await Promise.all(
        batch.map(async (id) => ({ id, claimed: await claim(MAIL_COLLECTION, id) })),
      );
      const taken = claims.flatMap(({ id, claimed }) => (claimed ? [{ id, ...claimed }] : []));
      this.outcome.created += taken.length;
      this.outcome.alreadySent += batch.length - taken.length;
      await this.send(taken);
    }
  }
}

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
      const sending = run.send(await run.create(composed));
      // Awaited below; until then a failure must not surface as an unhandled rejection.
      sending.catch(() => {});
      inFlight.push(sending);
      if (inFlight.length >= BATCHES_IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);
  } finally {
    await run.writer.close();
  }
  return run.outcome;
}
