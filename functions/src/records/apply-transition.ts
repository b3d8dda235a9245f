import {
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
  settle,
  type Actor,
  type Settled,
  type StoredRecord,
  type Transition,
} from '@hope/domain/records';
import type { Transaction } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';
import type { RecordRef } from '@hope/domain/records';

export interface ApplyOptions {
  actor: Actor;
  /** The Stripe event or office request the change comes from: its entries get repeatable ids. */
  source: string | null;
  now?: Date;
  /** Further writes of the same transaction, given the record as it will be (e.g. an index). */
  alsoWrite?: (next: StoredRecord) => void;
}

/** A transition decided and checked inside a transaction, whose writes wait until every read is done. */
export interface PreparedTransition {
  settled: Settled;
  write: () => void;
}

/**
 * The one write path of a record change on the server, inside the caller's transaction: read the record (as
 * the back office's schema reads it), decide the change (a pure domain transition), derive the money fields,
 * parse the result with the same schema (a document the back office would not show is never written), then
 * write only what changed, with its history entry and any payment to acknowledge. A payment's entry has an id
 * of its own (the charge or check), so it is written once however many events report the payment.
 * Resolves null when the record does not exist.
 */
export async function applyTransition(
  tx: Transaction,
  target: RecordRef,
  decide: (current: StoredRecord) => Transition,
  options: ApplyOptions,
): Promise<Settled | null> {
  const prepared = await prepareTransition(tx, target, decide, options);
  prepared?.write();
  return prepared?.settled ?? null;
}

/**
 * applyTransition in two halves, for a transaction that changes several records (Firestore wants every read
 * of a transaction before its first write): this reads and decides; `write` writes.
 */
export async function prepareTransition(
  tx: Transaction,
  target: RecordRef,
  decide: (current: StoredRecord) => Transition,
  options: ApplyOptions,
): Promise<PreparedTransition | null> {
  const db = firestore();
  const recordRef = db.collection(target.collection).doc(target.id);
  const snapshot = await tx.get(recordRef);
  if (!snapshot.exists) return null;
  const current = parseStoredRecord(target.collection, snapshot.data());
  const settled = settle(current, decide(current), {
    collection: target.collection,
    id: target.id,
    now: options.now ?? new Date(),
    actor: options.actor,
    source: options.source,
  });
  parseStoredRecord(target.collection, settled.next);
  const eventsRef = db.collection(RECORD_EVENTS_COLLECTION);
  const keyed = settled.events.filter((entry) => entry.id !== null);
  const existing = keyed.length > 0 ? await tx.getAll(...keyed.map((entry) => eventsRef.doc(entry.id!))) : [];
  const written = new Set(existing.filter((doc) => doc.exists).map((doc) => doc.id));
  const write = () => {
    if (Object.keys(settled.update).length > 0) tx.update(recordRef, settled.update);
    writeEntries(tx, settled.events, written);
    options.alsoWrite?.(settled.next);
  };
  return { settled, write };
}

/** A change's history and payment entries, each parsed first; `written` holds the ids that exist already. */
export function writeEntries(
  tx: Transaction,
  events: Settled['events'],
  written: ReadonlySet<string> = new Set(),
): void {
  const eventsRef = firestore().collection(RECORD_EVENTS_COLLECTION);
  for (const { id, event } of events) {
    if (id !== null && written.has(id)) continue;
    const entry = recordEventSchema.parse(event);
    tx.create(id === null ? eventsRef.doc() : eventsRef.doc(id), entry);
  }
}
