import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
  type DonationRecord,
  type PartnerRecord,
} from '@hope/domain/records';
import type { Firestore } from 'firebase-admin/firestore';
import { demoDonation, demoPartner } from '../../scripts/src/seed/demo-data';
import { seededRandom } from '../../scripts/src/seed/random';

export type DonationDoc = ReturnType<typeof demoDonation>;
export type PartnerDoc = ReturnType<typeof demoPartner>;

/** Valid donation documents (the demo generator, seeded), with fields a test pins down. */
export function donationDocs(
  count: number,
  now = new Date(),
  overrides: Partial<DonationDoc> = {},
): DonationDoc[] {
  const random = seededRandom(count + 17);
  return Array.from({ length: count }, (_, index) => ({ ...demoDonation(random, index, now), ...overrides }));
}

export function partnerDocs(
  count: number,
  now = new Date(),
  overrides: Partial<PartnerDoc> = {},
): PartnerDoc[] {
  const random = seededRandom(count + 29);
  return Array.from({ length: count }, (_, index) => ({ ...demoPartner(random, index, now), ...overrides }));
}

/** Writes documents in batches (as many as the emulator takes at once), returning their ids in order. */
export async function writeDocs(db: Firestore, collection: string, docs: object[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + 400)) {
      const ref = db.collection(collection).doc();
      ids.push(ref.id);
      batch.set(ref, doc);
    }
    await batch.commit();
  }
  return ids;
}

/** Every record in Firestore now, read with the Admin SDK and parsed by the domain schemas (as the app does). */
export async function readBackOfficeRecords(
  db: Firestore,
): Promise<{ donations: DonationRecord[]; partners: PartnerRecord[] }> {
  const [donations, partners] = await Promise.all([
    db.collection(DONATIONS_COLLECTION).get(),
    db.collection(PARTNERS_COLLECTION).get(),
  ]);
  return {
    donations: donations.docs.map((doc) => ({ ...donationSchema.parse(doc.data()), id: doc.id })),
    partners: partners.docs.map((doc) => ({ ...partnerSchema.parse(doc.data()), id: doc.id })),
  };
}
