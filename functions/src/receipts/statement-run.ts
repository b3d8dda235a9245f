import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  mailDocumentSchema,
  type Delivery,
} from '@hope/domain/receipts';
import type { BulkWriter, DocumentData, WriteResult } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';
import { chunks } from '../jobs/chunks';
import { claim, claimedDelivery, sendTaken, type Claimed } from '../mail/deliver';
import { mailStatusAt } from '../mail/mail-status';
import { sendsOwnMail } from '../mail/smtp-config';
import { claimRef, newClaim, takeOverClaim } from './statement-claims';

/** One unit of the year-end job: its writes and sends (send-statements.ts drives it). */

/** Statements of one unit of the job: a few seconds of SMTP, well inside a lease, and a small unit document. */
export const BATCH = 100;
const ALREADY_EXISTS = 6;

export interface StatementsOutcome {
  /** Statements this run created, or took over from a stopped run, and sent (or, with the extension, queued). */
  created: number;
  /** Donors whose statement for the year was already sent, or is being sent by another run. */
  alreadySent: number;
}

export type Composed = { id: string; mail: DocumentData };
/** A message this run sends; `stored` when its document exists already (a stopped run's, taken again). */
type Taken = Claimed & { id: string; stored: boolean };

/** The office resent a statement while this run was sending it: its document is theirs, left as they wrote it. */
const alreadyResent = (id: string) => (error: { code?: number }) => {
  if (error.code !== ALREADY_EXISTS) throw error;
  console.warn(`mail/${id} was written by a resend while this run sent it; left as it is`);
};

export class StatementRun {
  readonly db = firestore();
  readonly writer: BulkWriter;
  readonly outcome: StatementsOutcome = { created: 0, alreadySent: 0 };
  readonly ownSender = sendsOwnMail();

  /** `holder`: the job unit this run is (statement-claims.ts). */
  constructor(readonly holder: string) {
    // Throttling ramps a new writer up from 500 writes a second: the run's writes are a few thousand at most.
    this.writer = this.db.bulkWriter({ throttling: false });
    this.writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  }

  ref(id: string) {
    return this.db.collection(MAIL_COLLECTION).doc(id);
  }

  /** Without a sender of our own: the batch's documents, created unsent, for the extension to send. */
  async createUnsent(batch: Composed[]): Promise<void> {
    const writes = batch.map(({ id, mail }) =>
      this.writer.create(this.ref(id), mail).then(
        () => void this.outcome.created++,
        (error: { code?: number }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
          this.outcome.alreadySent++;
        },
      ),
    );
    await this.writer.flush();
    await Promise.all(writes);
  }

  /** Claims the batch's statements for this run: those it may send (a claim another run holds is left to it). */
  async claim(batch: Composed[]): Promise<Taken[]> {
    const now = Date.now();
    const taken: Taken[] = [];
    const contested: Composed[] = [];
    const writes = batch.map((composed) =>
      this.writer.create(claimRef(composed.id), newClaim(now, this.holder)).then(
        () => void taken.push(this.taken(composed, now)),
        (error: { code?: number }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
          contested.push(composed);
        },
      ),
    );
    await this.writer.flush();
    await Promise.all(writes);
    for (const composed of contested)
      if (await takeOverClaim(composed.id, this.holder)) taken.push(this.taken(composed, Date.now()));
    this.outcome.created += taken.length;
    this.outcome.alreadySent += batch.length - taken.length;
    return taken;
  }

  private taken({ id, mail }: Composed, now: number): Taken {
    return { id, data: mail, delivery: claimedDelivery(undefined, now), stored: false };
  }

  /** The status of a message's final state (what every member reads), written as of that state's write. */
  writeStatus(message: Taken, delivery: Delivery, written: WriteResult): Promise<unknown> | null {
    const mail = mailDocumentSchema.safeParse({ ...message.data, delivery });
    if (!mail.success) return null;
    const status = this.db.collection(MAIL_STATUS_COLLECTION).doc(message.id);
    return this.writer.set(status, mailStatusAt(mail.data, written.writeTime));
  }

  /**
   * The statuses of the final states written so far: each follows its message's final write, and the run
   * waits for them only at its end, not before sending its next batch.
   */
  readonly statuses: Promise<unknown>[] = [];

  /**
   * Sends the taken messages side by side (the transport's pool queues them on its connections). The states
   * between attempts are written at once, in order, and so is each final state, right after its send: a unit
   * cut off at any later point leaves that statement recorded as sent, so a retry never sends it again. Its
   * status follows in the writer's batches, so the mail trigger run for the final write usually finds it
   * written and does nothing more.
   */
  async send(taken: Taken[]): Promise<void> {
    await Promise.all(
      taken.map((message) =>
        sendTaken(message, async (delivery, final) => {
          const ref = this.ref(message.id);
          // A new statement's document is written once, in its final state; a stored one's states as they come.
          if (!final) return message.stored ? ref.update({ delivery }) : undefined;
          let written: WriteResult;
          try {
            written = message.stored
              ? await ref.update({ delivery })
              : await ref.create({ ...message.data, delivery });
          } catch (error) {
            return alreadyResent(message.id)(error as { code?: number });
          }
          const status = this.writeStatus(message, delivery, written);
          // A status the run could not write is written by the mail trigger at this same final write.
          if (status)
            this.statuses.push(
              status.catch((error: unknown) =>
                console.error(`The status of mail/${message.id} was left to its trigger`, error),
              ),
            );
        }),
      ),
    );
  }

  /** The run's last step: every status written (the writer is closed after it). */
  async finish(): Promise<void> {
    await this.writer.flush();
    await Promise.all(this.statuses);
  }

  /** Documents left by a stopped run (created, never sent, lease lapsed): taken in a transaction each, then sent. */
  async resume(ids: string[]): Promise<void> {
    for (const batch of chunks(ids, BATCH)) {
      const claims = await Promise.all(
        batch.map(async (id) => ({ id, claimed: await claim(MAIL_COLLECTION, id) })),
      );
      const taken = claims.flatMap(({ id, claimed }) => (claimed ? [{ id, ...claimed, stored: true }] : []));
      this.outcome.created += taken.length;
      this.outcome.alreadySent += batch.length - taken.length;
      await this.send(taken);
    }
  }
}
