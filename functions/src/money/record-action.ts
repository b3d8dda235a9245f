import { depositedCheckRefusal } from '@hope/domain/deposits';
import {
  actionRefusal,
  checkKey,
  moneyActionSchema,
  moneyActionTransition,
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  type MoneyAction,
  type Refusal,
  type StoredRecord,
} from '@hope/domain/records';
import { HttpsError, onCall } from 'firebase-functions/https';
import { stripeSecretKey } from '../platform/config';
import { firestore } from '../platform/firestore';
import { depositCarrying } from '../deposits/deposited-fact';
import { applyTransition } from '../records/apply-transition';
import { readSettings } from '../settings/read-settings';
import { memberName, memberOf } from '../auth/member';
import { askStripe } from './stripe-side';

/** The history entry an office request writes: its id is the request's, so a retried call finds it. */
const entryId = (action: MoneyAction) => `${action.requestId}_${action.collection}_${action.id}`;

/** A refusal, with the dialog's field it is about so the office sees it beside that field. */
const refused = (refusal: Refusal) =>
  new HttpsError(
    'failed-precondition',
    refusal.message,
    refusal.field ? { field: refusal.field } : undefined,
  );

/** A check that two members signed off in a deposit is changed only through that deposit. */
async function depositRefusal(action: MoneyAction, record: StoredRecord): Promise<Refusal | null> {
  if (action.action !== 'correct_check') return null;
  const key = checkKey(action.checkNumber);
  const fact = record.checks?.[key];
  if (!fact) return null;
  const deposit = await depositCarrying(action.collection, action.id, key, fact.deposited_on);
  return deposit && depositedCheckRefusal(fact.number, deposit);
}

/**
 * The office's money actions on a record (refund, cancel a plan, record or correct a check, void, restore),
 * callable by owners and admins (their role now). The input is parsed with the domain schema the dialogs use; the record must
 * allow the action (checked again inside the transaction); Stripe is asked first where it is involved, with
 * the request id as idempotency key (voiding a record whose monthly plan runs cancels the plan at Stripe);
 * then the record's change and its history entry are written together.
 */
export const recordAction = onCall({ secrets: [stripeSecretKey], maxInstances: 10 }, async (request) => {
  const member = await memberOf(request);
  const parsed = moneyActionSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const action = parsed.data;
  const db = firestore();
  if ((await db.collection(RECORD_EVENTS_COLLECTION).doc(entryId(action)).get()).exists) {
    return { ok: true, replayed: true };
  }
  const recordRef = db.collection(action.collection).doc(action.id);
  const snapshot = await recordRef.get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'This record was not found.');
  const beforeStripe = parseStoredRecord(action.collection, snapshot.data());
  // A check's deposit date is a date in the school's time zone.
  const { time_zone: timeZone } = await readSettings();
  const refusal =
    actionRefusal(timeZone, beforeStripe, action) ?? (await depositRefusal(action, beforeStripe));
  if (refusal) throw refused(refusal);

  const by = memberName(member);
  await askStripe(action, beforeStripe, by);
  const settled = await db.runTransaction((tx) =>
    applyTransition(
      tx,
      { collection: action.collection, id: action.id },
      (current) => {
        // Where Stripe acted (a refund, the end of a plan) it was the judge, and its webhook may already have
        // recorded the result; the other actions must still be allowed by the record as it is now.
        const stripeActed = action.action === 'refund' || action.action === 'cancel_plan';
        const now = stripeActed ? null : actionRefusal(timeZone, current, action);
        if (now) throw refused(now);
        // A void that cancelled the plan says so even when Stripe's report of the end arrived first.
        const before = action.action === 'void' ? beforeStripe : current;
        return moneyActionTransition(action, by, new Date(), before);
      },
      { actor: member, source: action.requestId },
    ),
  );
  if (!settled) throw new HttpsError('not-found', 'This record was not found.');
  // The same check recorded again with the same money writes nothing: a replay, answered as one.
  return { ok: true, replayed: settled.events.length === 0 };
});
