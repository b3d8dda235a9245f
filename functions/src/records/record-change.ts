import {
  officeBenefitTick,
  officeChangeSchema,
  officeEdit,
  officeLevelBenefits,
  officeNewRecord,
  officeReceiptNotNeeded,
  officeStudents,
  type OfficeChange,
  type OfficeOutcome,
  type RecordChangeAnswer,
} from '@hope/domain/office';
import {
  createdSummaries,
  RECORD_EVENTS_COLLECTION,
  type Partner,
  type StoredRecord,
} from '@hope/domain/records';
import { OWED_RECEIPTS_COLLECTION, receiptMailId } from '@hope/domain/receipts';
import { type SchoolSettings } from '@hope/domain/settings';
import { HttpsError, onCall } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { memberName, memberOf, type Member } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import { applyTransition } from './apply-transition';
import { createRecord } from './create-record';

/** Firestore's answer to create() of a document that exists. */
const ALREADY_EXISTS = 6;

async function addRecord(change: Extract<OfficeChange, { op: 'add' }>, member: Member) {
  const outcome = officeNewRecord(change.collection, change.form, new Date(), await readSettings());
  if (!outcome.ok) throw new HttpsError('invalid-argument', outcome.message);
  try {
    const entry = { kind: 'created' as const, summary: createdSummaries.office, actor: member };
    await createRecord(change.collection, outcome.record, entry, change.requestId);
    return { id: change.requestId, changed: true, replayed: false };
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    return { id: change.requestId, changed: false, replayed: true };
  }
}

type RecordOp = Exclude<OfficeChange, { op: 'add' }>;

function decide(
  change: RecordOp,
  current: StoredRecord,
  member: Member,
  now: Date,
  settings: SchoolSettings,
) {
  switch (change.op) {
    case 'edit':
      return officeEdit(change.collection, current, change.opened, change.form, now, settings);
    case 'students':
      return officeStudents(change.collection, current, change.opened, change.students);
    case 'benefit':
      return officeBenefitTick(current as Partner, change.index, change.step, memberName(member), now);
    case 'level_benefits':
      return officeLevelBenefits(current as Partner, settings);
    case 'receipt_not_needed':
      return officeReceiptNotNeeded(current, change.payment, memberName(member), now);
  }
}

/** A refused change: the form's own words, or the fields someone else changed meanwhile (nothing is written). */
function refusal(outcome: Exclude<OfficeOutcome, { ok: true }>): HttpsError {
  if (outcome.refusal === 'invalid') return new HttpsError('invalid-argument', outcome.message);
  return new HttpsError('aborted', 'The record changed while it was being edited', {
    conflicts: outcome.conflicts,
    locked: outcome.locked,
  });
}

async function changeRecord(change: RecordOp, member: Member): Promise<RecordChangeAnswer> {
  const settings = await readSettings();
  const db = firestore();
  // settle() names the history entry of a sourced change `<source>_<collection>_<id>`: a retry finds it.
  const entryRef = db
    .collection(RECORD_EVENTS_COLLECTION)
    .doc(`${change.requestId}_${change.collection}_${change.id}`);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(entryRef)).exists) return { id: change.id, changed: false, replayed: true };
    const now = new Date();
    const settled = await applyTransition(
      tx,
      { collection: change.collection, id: change.id },
      (current) => {
        const outcome = decide(change, current, member, now, settings);
        if (!outcome.ok) throw refusal(outcome);
        return outcome.transition;
      },
      { actor: member, source: change.requestId, now },
    );
    if (!settled) throw new HttpsError('not-found', 'This record no longer exists.');
    // The receipt is no longer owed: it leaves the list with the mark, and the mail plan skips it after.
    if (change.op === 'receipt_not_needed') {
      tx.delete(
        db
          .collection(OWED_RECEIPTS_COLLECTION)
          .doc(receiptMailId(change.collection, change.id, change.payment)),
      );
    }
    return { id: change.id, changed: Object.keys(settled.update).length > 0, replayed: false };
  });
}

/**
 * Every change the back office makes to a donation or a partner: add, edit, student information, a sponsor
 * benefit's delivery. Owners and admins only. The input is the forms' own values, checked and built on the
 * server by the same domain functions as the browser; the record is written with its history entry (the member
 * from the verified token, the time from the server) in one transaction, and nothing else may write a record.
 */
export const recordChange = onCall({ maxInstances: 10 }, async (request) => {
  const member = await memberOf(request);
  const parsed = officeChangeSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const change = parsed.data;
  return change.op === 'add' ? addRecord(change, member) : changeRecord(change, member);
});
