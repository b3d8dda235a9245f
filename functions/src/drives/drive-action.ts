import {
  driveIdOf,
  driveMessages,
  driveRequestSchema,
  type Drive,
  type DriveRequest,
} from '@hope/domain/drives';
import { currentCampaignOf, gradeTeacherOptions } from '@hope/domain/settings';
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
import { changeCounts } from './counts-change';
import { readDrive, readOpenDrive, writeDrive } from './drive-store';

type Save = Extract<DriveRequest, { op: 'save' }>;

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
      const classes = action.op === 'addStudent' ? gradeTeacherOptions(await readSettings(), now) : [];
      await firestore().runTransaction((tx) =>
        changeCounts(tx, action, { by: memberName(member), now, classes }),
      );
      return { id: action.id };
    }
    const campaignId = currentCampaignOf(await readSettings(), now)?.id;
    if (!campaignId) throw new HttpsError('failed-precondition', driveMessages.noCampaign);
    const drive = await firestore().runTransaction((tx) => save(tx, action, campaignId, now));
    return { id: drive.id };
  },
);
