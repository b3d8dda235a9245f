import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { demoRecords } from './demo-data';

/** Writes the demo records. The emulators start empty on every `npm start` (nothing is imported or kept). */
export async function seedDemoData(
  db: Firestore,
  now = new Date(),
): Promise<{ donations: number; partners: number }> {
  const { donations, partners } = demoRecords(now);
  const batch = db.batch();
  for (const donation of donations) batch.set(db.collection(DONATIONS_COLLECTION).doc(), donation);
  for (const partner of partners) batch.set(db.collection(PARTNERS_COLLECTION).doc(), partner);
  await batch.commit();
  return { donations: donations.length, partners: partners.length };
}
