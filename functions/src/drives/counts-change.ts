import { randomBytes } from 'node:crypto';
import {
  countMessage,
  driveMessages,
  isStudentKey,
  mergeCounts,
  unpagedStudentMessages,
  type Drive,
  type DriveRequest,
  type UnpagedStudent,
} from '@hope/domain/drives';
import { STUDENT_PAGES_COLLECTION, studentDisplayName, type StudentPage } from '@hope/domain/pages';
import { HttpsError } from 'firebase-functions/https';
import type { Transaction } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';
import { countsOf, countsRef, readDrive, writeCounts } from './drive-store';

type Counts = Extract<DriveRequest, { op: 'counts' }>;
type StudentChange = Extract<DriveRequest, { op: 'addStudent' | 'removeStudent' }>;
type AddStudent = Extract<DriveRequest, { op: 'addStudent' }>;

/** A key for a new student without a page, not yet used in the drive. */
function freeStudentKey(students: Readonly<Record<string, unknown>>): string {
  for (;;) {
    const key = `s-${randomBytes(4).toString('hex')}`;
    if (!students[key]) return key;
  }
}

/** Whether the class already lists a student of this name: a page of the drive's campaign, or one without. */
async function nameTaken(
  tx: Transaction,
  drive: Drive,
  students: Readonly<Record<string, UnpagedStudent>>,
  request: AddStudent,
): Promise<boolean> {
  if (Object.values(students).some((s) => s.class_name === request.className && s.name === request.name))
    return true;
  const pages = await tx.get(
    firestore()
      .collection(STUDENT_PAGES_COLLECTION)
      .where('campaign_id', '==', drive.campaign_id)
      .where('grade_teacher', '==', request.className),
  );
  return pages.docs.some((doc) => {
    const page = doc.data() as Pick<StudentPage, 'first_name' | 'last_initial' | 'status'>;
    return page.status !== 'deleted' && studentDisplayName(page) === request.name;
  });
}

/**
 * A change to the drive's counts and its students without a page, in one transaction: a count above the drive's
 * most, a count for a student without a page who is no longer listed, a class the school does not have or a
 * name the class already lists is refused and changes nothing. A counts document that no longer reads is never
 * written over.
 */
export async function changeCounts(
  tx: Transaction,
  request: Counts | StudentChange,
  context: { by: string; now: Date; classes: readonly string[] },
): Promise<void> {
  const [drive, current] = await Promise.all([readDrive(request.id, tx), tx.get(countsRef(request.id))]);
  if (!drive) throw new HttpsError('not-found', driveMessages.notFound);
  const stored = countsOf(current);
  if (current.exists && !stored) throw new HttpsError('failed-precondition', driveMessages.unreadableCounts);
  const students = { ...stored?.students };
  let changes: Record<string, number | null>;
  if (request.op === 'addStudent') {
    if (!context.classes.includes(request.className))
      throw new HttpsError('invalid-argument', unpagedStudentMessages.className);
    if (await nameTaken(tx, drive, students, request))
      throw new HttpsError('already-exists', unpagedStudentMessages.taken);
    const key = freeStudentKey(students);
    students[key] = { name: request.name, class_name: request.className };
    changes = request.count === null ? {} : { [key]: request.count };
  } else if (request.op === 'removeStudent') {
    if (!students[request.key]) throw new HttpsError('not-found', unpagedStudentMessages.unknown);
    delete students[request.key];
    changes = { [request.key]: null };
  } else changes = request.counts;
  if (Object.values(changes).some((count) => count !== null && count > drive.max_units))
    throw new HttpsError('invalid-argument', countMessage(drive));
  if (Object.entries(changes).some(([key, count]) => count !== null && isStudentKey(key) && !students[key]))
    throw new HttpsError('not-found', unpagedStudentMessages.unknown);
  writeCounts(tx, {
    drive_id: drive.id,
    counts: mergeCounts(stored?.counts ?? {}, changes),
    students,
    updated_at: context.now.toISOString(),
    updated_by: context.by,
  });
}
