import {
  DRIVE_COUNTS_COLLECTION,
  DRIVES_COLLECTION,
  driveCountsSchema,
  driveSchema,
  PLEDGES_COLLECTION,
  pledgeSchema,
  type Drive,
  type DriveCounts,
  type Pledge,
} from '@hope/domain/drives';
import type { StudentPage } from '@hope/domain/pages';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';

export const driveRef = (id: string) => firestore().collection(DRIVES_COLLECTION).doc(id);
export const countsRef = (driveId: string) => firestore().collection(DRIVE_COUNTS_COLLECTION).doc(driveId);
export const pledgeRef = (id: string) => firestore().collection(PLEDGES_COLLECTION).doc(id);

function parsed<T>(
  snapshot: DocumentSnapshot,
  schema: { safeParse: (data: unknown) => { success: boolean; data?: T; error?: unknown } },
): T | null {
  if (!snapshot.exists) return null;
  const result = schema.safeParse(snapshot.data());
  if (!result.success) console.error(`${snapshot.ref.path} does not read as its schema`, result.error);
  return result.success ? (result.data as T) : null;
}

export const driveOf = (snapshot: DocumentSnapshot): Drive | null => parsed<Drive>(snapshot, driveSchema);
export const pledgeOf = (snapshot: DocumentSnapshot): Pledge | null => parsed<Pledge>(snapshot, pledgeSchema);
export const countsOf = (snapshot: DocumentSnapshot): DriveCounts | null =>
  parsed<DriveCounts>(snapshot, driveCountsSchema);

export async function readDrive(id: string, tx?: Transaction): Promise<Drive | null> {
  const ref = driveRef(id);
  return driveOf(tx ? await tx.get(ref) : await ref.get());
}

/** The drive taking pledges, if one is. */
export async function readOpenDrive(tx?: Transaction): Promise<Drive | null> {
  const query = firestore().collection(DRIVES_COLLECTION).where('open', '==', true).limit(1);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.empty ? null : driveOf(snapshot.docs[0]!);
}

/** Written parsed with the schema every reader uses: what would not read back is never stored. */
export function writeDrive(tx: Transaction, drive: Drive): void {
  tx.set(driveRef(drive.id), driveSchema.parse(drive));
}

export function writePledge(tx: Transaction, pledge: Pledge): void {
  tx.set(pledgeRef(pledge.id), pledgeSchema.parse(pledge));
}

/** A new pledge; its id must still be free. */
export async function createPledge(pledge: Pledge): Promise<void> {
  await pledgeRef(pledge.id).create(pledgeSchema.parse(pledge));
}

/** The drive taking pledges on this page: the open drive, when the page is of its campaign. */
export async function openDriveOfPage(page: Pick<StudentPage, 'campaign_id'>): Promise<Drive | null> {
  const drive = await readOpenDrive();
  return drive && drive.campaign_id === page.campaign_id ? drive : null;
}

export function writeCounts(tx: Transaction, counts: DriveCounts): void {
  tx.set(countsRef(counts.drive_id), driveCountsSchema.parse(counts));
}
