import {
  addItem,
  batchLabel,
  batchName,
  countBatch,
  DEPOSIT_CHECKS_COLLECTION,
  DEPOSIT_NUMBERS_COLLECTION,
  DEPOSIT_NUMBERS_DOC,
  depositBatchSchema,
  depositCheckId,
  existingPayerRefusal,
  newPayerCollection,
  newRecordForm,
  openedBatch,
  recordPayerName,
  removeItem,
  type DepositItem,
  type DepositRequest,
  type PayerInput,
} from '@hope/domain/deposits';
import { officeNewRecord } from '@hope/domain/office';
import { parseStoredRecord } from '@hope/domain/records';
import { schoolDateKey } from '@hope/domain/time';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import type { Member } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import {
  batchRef,
  entryRef,
  readBatch,
  refused,
  runStep,
  stampOf,
  writeEntry,
  type DepositAnswer,
} from './deposit-step';

type Op<Name extends DepositRequest['op']> = Extract<DepositRequest, { op: Name }>;

const checkRef = (id: string) => firestore().collection(DEPOSIT_CHECKS_COLLECTION).doc(id);

const numbersRef = () => firestore().collection(DEPOSIT_NUMBERS_COLLECTION).doc(DEPOSIT_NUMBERS_DOC);

/**
 * A new batch, its id the request's: a retried Open finds it. Its number is the school's next, taken in the same
 * transaction, so two members opening at once get two numbers and a retry takes none.
 */
export async function openStep(request: Op<'open'>, member: Member): Promise<DepositAnswer> {
  const batchId = request.requestId;
  const { time_zone: timeZone } = await readSettings();
  return firestore().runTransaction(async (tx) => {
    if ((await tx.get(entryRef(request.requestId))).exists) return { batchId, replayed: true };
    const numbers = await tx.get(numbersRef());
    const number = ((numbers.get('last') as number | undefined) ?? 0) + 1;
    const stamp = stampOf(member, new Date());
    const named = { number, name: batchName(number, timeZone, stamp.at) };
    tx.set(numbersRef(), { last: number, updated_at: stamp.at });
    tx.create(batchRef(batchId), depositBatchSchema.parse(openedBatch(stamp, named)));
    writeEntry(tx, request.requestId, { batch_id: batchId, kind: 'opened', summary: 'Opened', actor: stamp });
    return { batchId, replayed: false };
  });
}

/**
 * The payer as the item will keep it: an existing record that can take the payment (its name read from it),
 * or a new one whose add form would be accepted, so a refusal comes now rather than at the sign-off.
 */
async function resolvePayer(
  tx: Transaction,
  payer: PayerInput,
  item: Pick<DepositItem, 'id' | 'method' | 'amount_cents' | 'check_number'>,
  now: Date,
): Promise<DepositItem['payer']> {
  if (payer.type === 'existing') {
    const snapshot = await tx.get(firestore().collection(payer.collection).doc(payer.id));
    if (!snapshot.exists) throw new HttpsError('not-found', 'This record was not found.');
    const record = parseStoredRecord(payer.collection, snapshot.data());
    const refusal = existingPayerRefusal(record, item);
    if (refusal) throw refused(refusal.message, refusal.field);
    return { ...payer, name: recordPayerName(record) };
  }
  const kept = { ...payer, level: payer.kind === 'partner' ? payer.level : null };
  const settings = await readSettings();
  const form = newRecordForm(kept, item, schoolDateKey(settings.time_zone, now), settings);
  const built = officeNewRecord(newPayerCollection(kept), form, now, settings);
  if (!built.ok) throw new HttpsError('invalid-argument', built.message);
  return kept;
}

export function addItemStep(request: Op<'add_item'>, member: Member): Promise<DepositAnswer> {
  return runStep(request, member, async ({ tx, batch, stamp }) => {
    const { payer: input, ...fields } = request.item;
    const payer = await resolvePayer(tx, input, { id: request.requestId, ...fields }, new Date(stamp.at));
    const item: DepositItem = { id: request.requestId, ...fields, payer, added: stamp };
    const held = item.check_number === null ? null : checkRef(depositCheckId(payer, item.check_number));
    const heldSnapshot = held ? await tx.get(held) : null;
    const heldBy = heldSnapshot?.exists ? (heldSnapshot.get('batch_id') as string) : null;
    const heldIn = heldBy === null ? null : batchLabel({ id: heldBy, ...(await readBatch(tx, heldBy)) });
    return {
      outcome: addItem(batch, item, heldIn),
      alsoWrite: () => {
        if (held) tx.create(held, { batch_id: request.batchId, item_id: item.id });
      },
    };
  });
}

/** Takes an item out; its check is free to go into another batch. */
export function removeItemStep(request: Op<'remove_item'>, member: Member): Promise<DepositAnswer> {
  return runStep(request, member, async ({ tx, batch, stamp }) => {
    const item = batch.items.find((candidate) => candidate.id === request.itemId);
    return {
      outcome: removeItem(batch, request.itemId, stamp.at),
      alsoWrite: () => {
        if (item?.check_number) tx.delete(checkRef(depositCheckId(item.payer, item.check_number)));
      },
    };
  });
}

export function countStep(request: Op<'count'>, member: Member): Promise<DepositAnswer> {
  return runStep(request, member, async ({ batch, stamp }) => ({
    outcome: countBatch(batch, stamp, request.counted),
  }));
}
