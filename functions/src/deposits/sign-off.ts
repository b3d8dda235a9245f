import {
  batchLabel,
  depositTransition,
  existingPayerRefusal,
  itemLine,
  itemsByRecord,
  newPayerCollection,
  newRecordForm,
  signOffBatch,
  type DepositBatch,
  type DepositItem,
  type DepositRequest,
} from '@hope/domain/deposits';
import { officeNewRecord } from '@hope/domain/office';
import { parseStoredRecord, settle } from '@hope/domain/records';
import type { SchoolSettings } from '@hope/domain/settings';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { memberName, type Member } from '../auth/member';
import { prepareTransition, writeEntries } from '../records/apply-transition';
import { writeNewRecord } from '../records/create-record';
import { readSettings } from '../settings/read-settings';
import { refused, runStep, type DepositAnswer } from './deposit-step';

type SignOff = Extract<DepositRequest, { op: 'sign_off' }>;

interface Applying {
  member: Member;
  batchId: string;
  /** How people name the batch (batchLabel), in each record's history. */
  batchName: string;
  depositedOn: string;
  requestId: string;
  now: Date;
}

/** The items paying existing records: each record read, checked and changed through the one record write path. */
async function prepareExisting(tx: Transaction, batch: DepositBatch, context: Applying) {
  const by = memberName(context.member);
  const at = context.now.toISOString();
  const prepared = [];
  for (const group of itemsByRecord(batch.items)) {
    const change = await prepareTransition(
      tx,
      group,
      (current) => {
        for (const item of group.items) {
          const refusal = existingPayerRefusal(current, item);
          if (refusal) throw refused(`${itemLine(item)}: ${refusal.message}`);
        }
        return depositTransition(group.items, context.batchName, context.depositedOn, by, at);
      },
      { actor: context.member, source: context.requestId, now: context.now },
    );
    if (!change) throw refused(`${itemLine(group.items[0]!)}: this record no longer exists.`);
    prepared.push(change);
  }
  return prepared;
}

/** A new payer's record: built by the add form's rules, then paid by its item as an existing record would be. */
function newRecordWrite(tx: Transaction, item: DepositItem, settings: SchoolSettings, context: Applying) {
  if (item.payer.type !== 'new') return () => undefined;
  const collection = newPayerCollection(item.payer);
  const form = newRecordForm(item.payer, item, context.depositedOn, settings);
  const built = officeNewRecord(collection, form, context.now, settings);
  if (!built.ok) throw new HttpsError('invalid-argument', `${itemLine(item)}: ${built.message}`);
  const transition = depositTransition(
    [item],
    context.batchName,
    context.depositedOn,
    memberName(context.member),
    context.now.toISOString(),
  );
  const settled = settle(built.record, transition, {
    collection,
    id: item.id,
    now: context.now,
    actor: context.member,
    source: context.requestId,
  });
  const next = parseStoredRecord(collection, settled.next);
  const summary = `Added from ${context.batchName}`;
  return () => {
    const ref = firestore().collection(collection).doc(item.id);
    writeNewRecord(tx, ref, collection, next, { kind: 'created', summary, actor: context.member });
    writeEntries(tx, settled.events);
  };
}

/**
 * The second member's sign-off: in one transaction the batch becomes deposited and every item is written to its
 * record as a payment received (a new payer's record created first), each with its history entry, so each
 * item's receipt goes out through the same trigger as a card payment's. Any refusal writes nothing at all.
 */
export async function signOffStep(request: SignOff, member: Member): Promise<DepositAnswer> {
  const settings = await readSettings();
  return runStep(request, member, async ({ tx, batch, stamp }) => {
    const outcome = signOffBatch(batch, stamp, settings.time_zone);
    if (!outcome.ok) return { outcome };
    const context: Applying = {
      member,
      batchId: request.batchId,
      batchName: batchLabel({ id: request.batchId, ...batch }),
      depositedOn: outcome.next.deposited_on!,
      requestId: request.requestId,
      now: new Date(stamp.at),
    };
    const existing = await prepareExisting(tx, batch, context);
    const created = batch.items.map((item) => newRecordWrite(tx, item, settings, context));
    return {
      outcome,
      alsoWrite: () => {
        for (const change of existing) change.write();
        for (const write of created) write();
      },
    };
  });
}
