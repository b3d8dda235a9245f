import {
  DEPOSIT_EVENTS_COLLECTION,
  DEPOSITS_COLLECTION,
  depositBatchSchema,
  depositEventSchema,
  type DepositBatch,
  type DepositOutcome,
  type MemberStamp,
} from '@hope/domain/deposits';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import type { Member } from '../auth/member';

export interface DepositAnswer {
  batchId: string;
  replayed: boolean;
}

export const stampOf = (member: Member, now: Date): MemberStamp => ({
  uid: member.uid,
  email: member.email,
  at: now.toISOString(),
});

export const batchRef = (batchId: string) => firestore().collection(DEPOSITS_COLLECTION).doc(batchId);

/** The batch's history entry is named by the request: a retried call finds it and writes nothing again. */
export const entryRef = (requestId: string) =>
  firestore().collection(DEPOSIT_EVENTS_COLLECTION).doc(requestId);

/** A step's refusal; `field` names the item's field it is about, so the screen shows it beside that field. */
export function refused(message: string, field?: string): HttpsError {
  return new HttpsError('failed-precondition', message, field ? { field } : undefined);
}

/** The batch as the screen reads it, or a refusal naming what is missing. */
export async function readBatch(tx: Transaction, batchId: string): Promise<DepositBatch> {
  const snapshot = await tx.get(batchRef(batchId));
  if (!snapshot.exists) throw new HttpsError('not-found', 'This deposit batch was not found.');
  return depositBatchSchema.parse(snapshot.data());
}

export interface StepContext {
  tx: Transaction;
  batch: DepositBatch;
  stamp: MemberStamp;
}

/**
 * One step of a batch in one transaction: a replayed request answers at once; otherwise the step decides from
 * the batch as it is now (its reads first), and the batch is written with its history entry. A refusal throws,
 * so nothing is written. `step` may queue writes of its own through the returned `alsoWrite`.
 */
export async function runStep(
  request: { requestId: string; batchId: string },
  member: Member,
  step: (context: StepContext) => Promise<{ outcome: DepositOutcome; alsoWrite?: () => void }>,
): Promise<DepositAnswer> {
  const { requestId, batchId } = request;
  return firestore().runTransaction(async (tx) => {
    if ((await tx.get(entryRef(requestId))).exists) return { batchId, replayed: true };
    const batch = await readBatch(tx, batchId);
    const stamp = stampOf(member, new Date());
    const { outcome, alsoWrite } = await step({ tx, batch, stamp });
    if (!outcome.ok) throw refused(outcome.message);
    alsoWrite?.();
    tx.set(batchRef(batchId), depositBatchSchema.parse(outcome.next));
    writeEntry(tx, requestId, {
      batch_id: batchId,
      kind: outcome.kind,
      summary: outcome.summary,
      actor: stamp,
    });
    return { batchId, replayed: false };
  });
}

export function writeEntry(tx: Transaction, requestId: string, entry: unknown): void {
  tx.create(entryRef(requestId), depositEventSchema.parse(entry));
}
