import type { RecordCollection } from '@hope/domain/records';
import { donationsKind } from './donations';
import { partnersKind } from './partners';
import type { AnyRecordKind } from './record-kind';

/**
 * Every record kind of the back office, in the sidebar's order. A new kind is a description file beside these
 * and one line here: its list, details, add and export screens and its sidebar link follow from it.
 */
export const recordKinds: readonly AnyRecordKind[] = [donationsKind, partnersKind];

/** The kind whose records a collection holds. */
export function kindOf(collection: RecordCollection): AnyRecordKind {
  const kind = recordKinds.find((candidate) => candidate.collection === collection);
  if (!kind) throw new Error(`No record kind reads ${collection}`);
  return kind;
}

/** The list a record of this collection is shown on. */
export const listPathOf = (collection: RecordCollection): string => kindOf(collection).path;

/** The address of one record's details, on its list. */
export const recordPathOf = (collection: RecordCollection, id: string): string =>
  `${listPathOf(collection)}?record=${encodeURIComponent(id)}`;
