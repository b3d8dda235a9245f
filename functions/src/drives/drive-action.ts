import {
  driveIdOf,
  driveMessages,
  driveRequestSchema,
  type Drive,
  type DriveRequest,
} from '@hope/domain/drives';
import { currentCampaignOf } from '@hope/domain/settings';
import { HttpsError, onCall } from 'firebase-functions/https';
import type { Transaction } from 'firebase-admin/firestore';
import { memberOf } from '../auth/member';
import { firestore } from '../platform/firestore';
import { readSettings } from '../settings/read-settings';
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
 * Answers {id}.
 */
export const driveAction = onCall({ maxInstances: 10 }, async (request) => {
  await memberOf(request);
  const parsed = driveRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const now = new Date();
  const campaignId = currentCampaignOf(await readSettings(), now)?.id;
  if (!campaignId) throw new HttpsError('failed-precondition', driveMessages.noCampaign);
  const drive = await firestore().runTransaction((tx) => save(tx, parsed.data, campaignId, now));
  return { id: drive.id };
});
