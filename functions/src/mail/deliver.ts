import type { Delivery } from '@hope/domain/receipts';
import { setTimeout as pause } from 'node:timers/promises';
import type { DocumentData } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { mailFrom } from './smtp-config';
import { errorText, isTransient } from './smtp-errors';
import { transport } from './transport';

/**
 * How hard one run tries: three attempts, 2 s then 6 s apart (an SMTP server restarting, a 4xx "try later"),
 * then ERROR with the last error. A document set back to RETRY (the office's Resend, or by hand as with the
 * official extension) gets another run; `attempts` keeps counting across runs.
 */
export const deliveryPolicy = { attemptsPerRun: 3, backoffMs: [2000, 6000], leaseMs: 90_000 };

type Claimed = { data: DocumentData; delivery: Delivery };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes the message for this run, in a transaction: only a new, PENDING or RETRY message (or one whose sender
 * died, its lease lapsed) is taken, so a repeated trigger, or two at once, never sends it twice.
 */
async function claim(collection: string, id: string): Promise<Claimed | null> {
  const db = firestore();
  const ref = db.collection(collection).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data()!;
    const current = data.delivery as Delivery | undefined;
    const now = Date.now();
    const held = current?.state === 'PROCESSING' && (current.leaseExpireTime ?? '') > iso(now);
    if (current?.state === 'SUCCESS' || current?.state === 'ERROR' || held) return null;
    const delivery: Delivery = {
      state: 'PROCESSING',
      attempts: (current?.attempts ?? 0) + 1,
      startTime: iso(now),
      endTime: null,
      leaseExpireTime: iso(now + deliveryPolicy.leaseMs),
      error: current?.error ?? null,
      info: null,
    };
    tx.update(ref, { delivery });
    return { data, delivery };
  });
}

async function record(collection: string, id: string, delivery: Delivery): Promise<void> {
  await firestore().collection(collection).doc(id).update({ delivery });
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((entry) => (typeof entry === 'string' ? entry : String(entry?.address ?? entry)))
    : [];

/**
 * Sends one mail document (of `mail`, or of `team_mail` for invitations) over SMTP and writes back its delivery
 * state, as the official extension does.
 */
export async function deliver(
  collection: string,
  id: string,
  sleep: (ms: number) => Promise<unknown> = pause,
) {
  const claimed = await claim(collection, id);
  if (!claimed) return 'skipped';
  const { data } = claimed;
  let delivery = claimed.delivery;
  const message = {
    from: (data.from as string | undefined) ?? mailFrom.value(),
    replyTo: data.replyTo as string | undefined,
    to: data.to as string | string[],
    subject: data.message?.subject as string,
    text: data.message?.text as string,
    html: data.message?.html as string,
    attachments: data.message?.attachments,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const info = await transport().sendMail(message);
      const done = Date.now();
      await record(collection, id, {
        ...delivery,
        state: 'SUCCESS',
        endTime: iso(done),
        leaseExpireTime: null,
        error: null,
        info: {
          messageId: info.messageId ?? null,
          accepted: addresses(info.accepted),
          rejected: addresses(info.rejected),
          pending: addresses((info as { pending?: unknown }).pending),
          response: info.response ?? null,
        },
      });
      return 'sent';
    } catch (error) {
      const retry = isTransient(error) && attempt < deliveryPolicy.attemptsPerRun;
      const now = Date.now();
      delivery = {
        ...delivery,
        state: retry ? 'PROCESSING' : 'ERROR',
        error: errorText(error),
        endTime: retry ? null : iso(now),
        leaseExpireTime: retry ? iso(now + deliveryPolicy.leaseMs) : null,
      };
      await record(collection, id, delivery);
      if (!retry) return 'failed';
      await sleep(deliveryPolicy.backoffMs[attempt - 1] ?? 10_000);
      delivery = { ...delivery, attempts: delivery.attempts + 1 };
      await record(collection, id, delivery);
    }
  }
}
