import type { Firestore } from 'firebase-admin/firestore';
import { demoDonation, demoPartner } from './demo-data';
import { seededRandom } from './random';

export const DEMO_DONATIONS = 36;
export const DEMO_PARTNERS = 12;

/** Seeds the demo records unless the emulator already holds donations (so a restart keeps edits). */
export async function seedDemoDataIfEmpty(
  db: Firestore,
  now = new Date(),
): Promise<{ donations: number; partners: number } | null> {
  const existing = await db.collection('donations').limit(1).get();
  if (!existing.empty) return null;
  const random = seededRandom(2026);
  const batch = db.batch();
  for (let index = 0; index < DEMO_DONATIONS; index += 1) {
    batch.set(db.collection('donations').doc(), demoDonation(random, index, now));
  }
  for (let index = 0; index < DEMO_PARTNERS; index += 1) {
    batch.set(db.collection('community_partners').doc(), demoPartner(random, index, now));
  }
  await batch.commit();
  return { donations: DEMO_DONATIONS, partners: DEMO_PARTNERS };
}
