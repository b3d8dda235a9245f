import {
  changesOf,
  deliveryAfter,
  officeEditPatch,
  PARTNERS_COLLECTION,
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
  type Actor,
  type EditConflict,
  type MoneyAction,
  type Partner,
  type RecordCollection,
  type RecordEventKind,
  type SoldBenefit,
  type StoredRecord,
} from '@hope/domain';
import { collection, doc, runTransaction, writeBatch } from 'firebase/firestore';
import { auth, db } from '../firebase';
import { callable } from './callable';

/*
 * The back office's one way to change a record: adds, edits and student changes through Firestore
 * transactions that write the change and its history entry together, and the money actions through the
 * recordAction function. Optimistic concurrency lives here: an edit writes only the fields the person changed,
 * and only if nobody changed those same fields since the form opened.
 */

/** The signed-in member, as history names them. */
export function currentMember(): Extract<Actor, { type: 'member' }> {
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return { type: 'member', uid: user.uid, email: user.email };
}

/** Someone (another member, or Stripe) changed fields this person also changed, or a payment-owned field. */
export class EditConflictError extends Error {
  constructor(
    readonly conflicts: EditConflict[],
    readonly locked: string[],
  ) {
    super('The record changed while it was being edited');
  }
}

function entry(
  collectionName: RecordCollection,
  id: string,
  kind: RecordEventKind,
  summary: string,
  changes: object,
) {
  return recordEventSchema.parse({
    kind,
    collection: collectionName,
    record_id: id,
    at: new Date().toISOString(),
    actor: currentMember(),
    summary,
    changes,
    payment: null,
    source: null,
  });
}

/** Adds a record (built and checked by the add form) with its 'created' history entry. */
export async function addRecord(collectionName: RecordCollection, record: object): Promise<string> {
  const parsed = parseStoredRecord(collectionName, record);
  const ref = doc(collection(db, collectionName));
  const batch = writeBatch(db);
  batch.set(ref, parsed);
  batch.set(
    doc(collection(db, RECORD_EVENTS_COLLECTION)),
    entry(collectionName, ref.id, 'created', 'Added in the back office', {}),
  );
  await batch.commit();
  return ref.id;
}

/**
 * Saves what the person changed since `opened` (the record as the form or dialog opened). Resolves false when
 * nothing changed; throws EditConflictError, writing nothing, when a changed field was also changed meanwhile.
 */
export async function saveChanges(
  collectionName: RecordCollection,
  id: string,
  opened: StoredRecord,
  update: Record<string, unknown>,
  kind: 'edited' | 'students_edited',
): Promise<boolean> {
  const ref = doc(db, collectionName, id);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw new Error('This record no longer exists.');
    const current = parseStoredRecord(collectionName, snapshot.data());
    const outcome = officeEditPatch(opened, current, update);
    if (!outcome.ok) throw new EditConflictError(outcome.conflicts, outcome.locked);
    if (Object.keys(outcome.patch).length === 0) return false;
    // The student update writes the two lists only (its history entry records when); an edit also updated_at.
    const patch =
      kind === 'edited' ? { ...outcome.patch, updated_at: new Date().toISOString() } : outcome.patch;
    const summary = kind === 'edited' ? 'Edited in the back office' : 'Student information changed';
    tx.update(ref, patch);
    tx.set(
      doc(collection(db, RECORD_EVENTS_COLLECTION)),
      entry(collectionName, id, kind, summary, changesOf(current, { ...current, ...patch })),
    );
    return true;
  });
}

/** The money actions' function. */
export const runMoneyAction = callable<MoneyAction, unknown>('/api/records/action');

/**
 * Ticks one of a partner's benefits as delivered (+1) or takes a tick back (-1), with its history entry. Only
 * that benefit's entry is written, so two members ticking different benefits at once both count.
 */
export async function markBenefit(id: string, index: number, step: 1 | -1): Promise<void> {
  const ref = doc(db, PARTNERS_COLLECTION, id);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw new Error('This record no longer exists.');
    const current = parseStoredRecord(PARTNERS_COLLECTION, snapshot.data()) as Partner;
    const member = currentMember();
    const delivery = deliveryAfter(current, index, step, member.email ?? member.uid, new Date());
    if (!delivery) return;
    const benefit = current.level_benefits![index]!;
    const before = current.benefits_delivered?.[String(index)]?.done ?? 0;
    tx.update(ref, { [`benefits_delivered.${index}`]: delivery });
    tx.set(
      doc(collection(db, RECORD_EVENTS_COLLECTION)),
      entry(
        PARTNERS_COLLECTION,
        id,
        'benefit_delivered',
        `${benefit.text}: ${delivery.done} of ${benefit.quantity} delivered`,
        { [`benefit: ${benefit.text}`]: { before, after: delivery.done } },
      ),
    );
  });
}

/** A partner sold before benefits were kept on the record takes its level's current benefits, once. */
export async function recordLevelBenefits(id: string, benefits: readonly SoldBenefit[]): Promise<void> {
  const ref = doc(db, PARTNERS_COLLECTION, id);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists() || snapshot.get('level_benefits')) return;
    tx.update(ref, { level_benefits: benefits });
    tx.set(
      doc(collection(db, RECORD_EVENTS_COLLECTION)),
      entry(
        PARTNERS_COLLECTION,
        id,
        'edited',
        "The level's benefits were recorded for the sponsor ledger",
        {},
      ),
    );
  });
}
