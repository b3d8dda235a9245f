import { randomBytes } from 'node:crypto';
import {
  countMessage,
  driveIdOf,
  isStudentKey,
  unpagedStudentMessages,
  mergeCounts,
  driveMessages,
  driveRequestSchema,
  type Drive,
  type DriveRequest,
} from '@hope/domain/drives';
import { currentCampaignOf } from '@hope/domain/settings';
import { HttpsError, onCall } from 'firebase-functions/https';
import type { Transaction } from 'firebase-admin/firestore';
import { memberName, memberOf } from '../auth/member';
import { firestore } from '../platform/firestore';
import { stripeSecretKey } from '../platform/config';
import { manageLinkKeys } from '../portal/link-keys';
import { readSettings } from '../settings/read-settings';
import { startJob } from '../jobs/start-job';
import type { ChargeParams } from './charge-job';
import { actOnRefused } from './refused-pledge';
import { countsOf, countsRef, readDrive, readOpenDrive, writeCounts, writeDrive } from './drive-store';

type Save = Extract<DriveRequest, { op: 'save' }>;
type Counts = Extract<DriveRequest, { op: 'counts' }>;
type StudentChange = Extract<DriveRequest, { op: 'addStudent' | 'removeStudent' }>;

/** A free id for a new drive: its name's, with -2, -3... when a drive already has it. */
async function freeId(tx: Transaction, name: string): Promise<string> {
  const base = driveIdOf(name);
  for (let n = 1; n < 50; n++) {
    const id = n === 1 ? base : `${base.slice(0, 36)}-${n}`;
    if (!(await readDrive(id, tx))) return id;
  }
  throw new HttpsError('resource-exhausted', 'Please give the drive another name');
}

async function save(tx: Transaction, request: Save, campaignId: string, now: Date): Promise<Drive> {
  const existing = request.id === null ? null : await readDrive(request.id, tx);
  if (request.id !== null && !existing) throw new HttpsError('not-found', driveMessages.notFound);
  const open = request.drive.open ? await readOpenDrive(tx) : null;
  if (open && open.id !== request.id)
    throw new HttpsError('failed-precondition', driveMessages.anotherOpen(open.name));
  const stamp = now.toISOString();
  const drive: Drive = existing
    ? { ...existing, ...request.drive, updated_at: stamp }
    : {
        ...request.drive,
        id: await freeId(tx, request.drive.name),
        campaign_id: campaignId,
        created_at: stamp,
        updated_at: stamp,
      };
  writeDrive(tx, drive);
  return drive;
}

/**
 * A change to the drive's counts and its students without a page, in one transaction: a count above the drive's
 * most, or for a student without a page who is no longer listed, is refused and changes nothing.
 */
async function changeCounts(
  tx: Transaction,
  request: Counts | StudentChange,
  by: string,
  now: Date,
): Promise<void> {
  const [drive, current] = await Promise.all([readDrive(request.id, tx), tx.get(countsRef(request.id))]);
  if (!drive) throw new HttpsError('not-found', driveMessages.notFound);
  const stored = countsOf(current);
  const students = { ...stored?.students };
  let changes: Record<string, number | null>;
  if (request.op === 'addStudent') {
    const key = `s-${randomBytes(4).toString('hex')}`;
    students[key] = { name: request.name, class_name: request.className };
    changes = request.count === null ? {} : { [key]: request.count };
  } else if (request.op === 'removeStudent') {
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
    updated_at: now.toISOString(),
    updated_by: by,
  });
}

/**
 * The office sets up a pledge drive or changes one (owners and admins). A new drive belongs to the campaign
 * running today. One drive at a time takes pledges: opening a second is refused, with the open one named.
 * After the event, the office saves the students' counts (adding students without a page), then charges the pledges as a job (one run at a time
 * for a drive; a second is refused), and charges a refused pledge again or cancels it. Answers {id}, and
 * {jobId} for a charge or {outcome} for a refused pledge.
 */
export const driveAction = onCall(
  { maxInstances: 10, secrets: [stripeSecretKey, manageLinkKeys] },
  async (request) => {
    const member = await memberOf(request);
    const parsed = driveRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const action = parsed.data;
    const now = new Date();
    if (action.op === 'charge') {
      if (!(await readDrive(action.id))) throw new HttpsError('not-found', driveMessages.notFound);
      const { jobId, started } = await startJob('charge_pledges', {
        key: action.id,
        params: { driveId: action.id } satisfies ChargeParams,
        startedBy: memberName(member),
      });
      if (!started) throw new HttpsError('failed-precondition', driveMessages.charging);
      return { id: action.id, jobId };
    }
    if (action.op === 'retry' || action.op === 'cancel')
      return { id: action.id, outcome: await actOnRefused(action.id, action.pledgeId, action.op) };
    if (action.op === 'counts' || action.op === 'addStudent' || action.op === 'removeStudent') {
      await firestore().runTransaction((tx) => changeCounts(tx, action, memberName(member), now));
      return { id: action.id };
    }
    const campaignId = currentCampaignOf(await readSettings(), now)?.id;
    if (!campaignId) throw new HttpsError('failed-precondition', driveMessages.noCampaign);
    const drive = await firestore().runTransaction((tx) => save(tx, action, campaignId, now));
    return { id: drive.id };
  },
);
