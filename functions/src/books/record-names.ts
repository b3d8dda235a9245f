import type { PayoutRecordRef } from '@hope/domain/books';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import { firestore } from '../platform/firestore';

const BATCH = 300;
const keyOf = (ref: PayoutRecordRef) => `${ref.collection}/${ref.id}`;

/**
 * The family's or the company's name of each record, read once per record however many lines it has, and only
 * that field. A record that is gone has no name (its line still names the record). Returns the names by
 * `collection/id` and how many documents were read.
 */
export async function recordNames(
  refs: readonly PayoutRecordRef[],
): Promise<{ names: Map<string, string>; read: number }> {
  const db = firestore();
  const unique = [...new Map(refs.map((ref) => [keyOf(ref), ref])).values()];
  const names = new Map<string, string>();
  for (let start = 0; start < unique.length; start += BATCH) {
    const slice = unique.slice(start, start + BATCH);
    const docs = await db.getAll(...slice.map((ref) => db.collection(ref.collection).doc(ref.id)), {
      fieldMask: ['parent_name', 'company_name'],
    });
    docs.forEach((doc, index) => {
      const ref = slice[index]!;
      const name = doc.get(ref.collection === DONATIONS_COLLECTION ? 'parent_name' : 'company_name');
      if (typeof name === 'string' && name) names.set(keyOf(ref), name);
    });
  }
  return { names, read: unique.length };
}

export const recordKey = keyOf;
