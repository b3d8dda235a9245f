import {
  STUDENT_PAGES_COLLECTION,
  isPageCode,
  studentPageSchema,
  type PageTotals,
  type StudentPage,
} from '@hope/domain/pages';
import type { DocumentSnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { readProgress } from '../progress/read-progress';

export const pageRef = (code: string) => firestore().collection(STUDENT_PAGES_COLLECTION).doc(code);

/** A page as a domain change made it, parsed with the schema every reader uses: what would not read back is never stored. */
const checked = (page: StudentPage): StudentPage => studentPageSchema.parse(page);

/** A new page, in the batch that also mails its links; its code must still be free. */
export function createPage(batch: WriteBatch, page: StudentPage): void {
  batch.create(pageRef(page.code), checked(page));
}

/** A change to a page read in this same transaction. */
export function writePage(tx: Transaction, page: StudentPage): void {
  tx.set(pageRef(page.code), checked(page));
}

/** The stored page, or null for a code that is not one or names no page (a document it cannot read too). */
export function pageOf(snapshot: DocumentSnapshot): StudentPage | null {
  if (!snapshot.exists) return null;
  const parsed = studentPageSchema.safeParse(snapshot.data());
  if (!parsed.success) console.error(`student_pages/${snapshot.id} does not read as a page`, parsed.error);
  return parsed.success ? parsed.data : null;
}

export async function readPage(code: string, tx?: Transaction): Promise<StudentPage | null> {
  if (!isPageCode(code)) return null;
  const ref = pageRef(code);
  return pageOf(tx ? await tx.get(ref) : await ref.get());
}

/** The page's gifts as its campaign's progress counts them (its shards added up: one round trip). */
export async function pageTotals(page: StudentPage): Promise<PageTotals | null> {
  if (!page.campaign_id) return null;
  return (await readProgress(page.campaign_id))?.pages?.[page.code] ?? null;
}
