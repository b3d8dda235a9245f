import type { Delivery } from '@hope/domain/receipts';
import { setTimeout as pause } from 'node:timers/promises';
import type { DocumentData } from 'firebase-admin/firestore';
import { emulatorFigures } from '../platform/emulator-figures';
import { firestore } from '../platform/firestore';
import { mailFrom } from './smtp-config';
import { errorText, isTransient } from './smtp-errors';
import { transport } from './transport';

/** The longest a sender's function runs before the platform stops it (deliverMail's timeout). */
export const SENDER_TIMEOUT_SECONDS = 120;

/**
 * How hard one run tries: three attempts, 2 s then 6 s apart (an SMTP server restarting, a 4xx "try later"),
 * then ERROR with the last error. A document set back to RETRY (the office's Resend, or by hand as with the
 * official extension) gets another run; `attempts` keeps counting across runs. A sender holds a message it took
 * for `leaseMs` from each of its writes: longer than its function may live, so once a lease has lapsed no sender
 * is left holding the message, and another (the sweep, the office's Resend) may take it.
 */
export const deliveryPolicy = {
  attemptsPerRun: 3,
  backoffMs: [2000, 6000],
  leaseMs: (SENDER_TIMEOUT_SECONDS + 30) * 1000,
  /** Tries of the SUCCESS write: the message went, so that write is tried again rather than the send. */
  successWrites: 4,
};

/**
 * The pause after failed attempt `attempt` (1-based). On the emulators the launcher may pass shorter ones
 * (MAIL_RETRY_PAUSES_MS): MailDev restarts at once, and a test of an outage need not wait out a real server's.
 */
export function pauseAfter(attempt: number): number {
  const pauses = emulatorFigures('MAIL_RETRY_PAUSES_MS') ?? deliveryPolicy.backoffMs;
  return pauses[attempt - 1] ?? 10_000;
}

export type Sleep = (ms: number) => Promise<unknown>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether a sender may take the message now: new, PENDING, RETRY, or held by a sender whose lease lapsed. */
export function takeable(current: Delivery | undefined, now: number): boolean {
  if (current?.state === 'SUCCESS' || current?.state === 'ERROR') return false;
  return !(current?.state === 'PROCESSING' && (current.leaseExpireTime ?? '') > iso(now));
}

/** The delivery state of a message a sender has just taken: PROCESSING, held for a lease. */
export function claimedDelivery(current: Delivery | undefined, now: number): Delivery {
  return {
    state: 'PROCESSING',
    attempts: (current?.attempts ?? 0) + 1,
    startTime: iso(now),
    endTime: null,
    leaseExpireTime: iso(now + deliveryPolicy.leaseMs),
    error: current?.error ?? null,
    info: null,
  };
}

export type Claimed = { data: DocumentData; delivery: Delivery };

/**
 * Takes the message for this run, in a transaction: only a takeable message is taken, so a repeated trigger,
 * or two senders at once, never send it twice.
 */
export async function claim(collection: string, id: string): Promise<Claimed | null> {
  const db = firestore();
  const ref = db.collection(collection).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data()!;
    const current = data.delivery as Delivery | undefined;
    const now = Date.now();
    if (!takeable(current, now)) return null;
    const delivery = claimedDelivery(current, now);
    tx.update(ref, { delivery });
    return { data, delivery };
  });
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((entry) => (typeof entry === 'string' ? entry : String(entry?.address ?? entry)))
    : [];

/**
 * The nodemailer message of a mail document (the extension's fields). Its text and HTML parts travel base64-
 * encoded (UTF-8, as before): the same text, encoded and decoded by native code at both ends instead of
 * quoted-printable's character-by-character work, which costs the sender and the receiving server less
 * (measured against MailDev with the year-end statements).
 */
function smtpMessage(data: DocumentData) {
  return {
    textEncoding: 'base64' as const,
    from: (data.from as string | undefined) ?? mailFrom.value(),
    replyTo: data.replyTo as string | undefined,
    to: data.to as string | string[],
    subject: data.message?.subject as string,
    text: data.message?.text as string,
    html: data.message?.html as string,
    attachments: data.message?.attachments,
  };
}

/**
 * Writes a delivery state. `final` is the last write of the run (SUCCESS or ERROR): a sender of many messages
 * may batch those, while the states between attempts are written at once, in order.
 */
export type RecordDelivery = (delivery: Delivery, final: boolean) => Promise<unknown>;

/** The SUCCESS write, tried again on a failure: a message that went is never sent again for a failed write. */
async function recordSent(record: RecordDelivery, delivery: Delivery, sleep: Sleep): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await record(delivery, true);
      return;
    } catch (error) {
      if (attempt >= deliveryPolicy.successWrites) throw error;
      await sleep(500 * attempt);
    }
  }
}

/**
 * Sends a message this run has taken over the instance's pooled SMTP connections, trying again on a transient
 * error, and records each outcome as the official extension does. It never starts an attempt once its lease has
 * lapsed (a run frozen or stalled that long may have lost the message to another sender): 'lapsed', nothing
 * written, and the sweep sends it. What is left: the SMTP server accepted the message and every SUCCESS write
 * failed; the run then throws, and the message, left PROCESSING, is sent again once its lease lapses.
 */
export async function sendTaken(
  { data, delivery: taken }: Claimed,
  record: RecordDelivery,
  sleep: Sleep = pause,
): Promise<'sent' | 'failed' | 'lapsed'> {
  const message = smtpMessage(data);
  let delivery = taken;
  for (let attempt = 1; ; attempt++) {
    if (!(Date.now() < Date.parse(delivery.leaseExpireTime ?? ''))) return 'lapsed';
    const outcome = await transport()
      .sendMail(message)
      .then(
        (info: {
          messageId?: string;
          accepted?: unknown;
          rejected?: unknown;
          pending?: unknown;
          response?: string;
        }) => ({
          info,
        }),
        (error: unknown) => ({ error }),
      );
    if ('error' in outcome) {
      const { error } = outcome;
      const retry = isTransient(error) && attempt < deliveryPolicy.attemptsPerRun;
      const now = Date.now();
      delivery = {
        ...delivery,
        state: retry ? 'PROCESSING' : 'ERROR',
        error: errorText(error),
        endTime: retry ? null : iso(now),
        leaseExpireTime: retry ? iso(now + deliveryPolicy.leaseMs) : null,
      };
      await record(delivery, !retry);
      if (!retry) return 'failed';
      await sleep(pauseAfter(attempt));
      delivery = { ...delivery, attempts: delivery.attempts + 1 };
      await record(delivery, false);
      continue;
    }
    const { info } = outcome;
    await recordSent(
      record,
      {
        ...delivery,
        state: 'SUCCESS',
        endTime: iso(Date.now()),
        leaseExpireTime: null,
        error: null,
        info: {
          messageId: info.messageId ?? null,
          accepted: addresses(info.accepted),
          rejected: addresses(info.rejected),
          pending: addresses(info.pending),
          response: info.response ?? null,
        },
      },
      sleep,
    );
    return 'sent';
  }
}

/**
 * Sends one mail document (of `mail`, or of `team_mail` for invitations) over SMTP and writes back its delivery
 * state, as the official extension does.
 */
export async function deliver(collection: string, id: string, sleep: Sleep = pause) {
  const claimed = await claim(collection, id);
  if (!claimed) return 'skipped';
  const ref = firestore().collection(collection).doc(id);
  return sendTaken(claimed, (delivery) => ref.update({ delivery }), sleep);
}
