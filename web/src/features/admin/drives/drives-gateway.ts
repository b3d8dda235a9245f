import {
  DRIVE_COUNTS_COLLECTION,
  DRIVES_COLLECTION,
  driveCountsSchema,
  driveSchema,
  PLEDGES_COLLECTION,
  pledgeSchema,
  type DriveRequest,
} from '@hope/domain/drives';
import { STUDENT_PAGES_COLLECTION, studentPageSchema } from '@hope/domain/pages';
import { toast } from 'sonner';
import { callable, callableErrorMessage } from '../data/callable';
import type { DocumentSpec, Parsed, QuerySpec } from '../data/provider';

/*
 * The office's view of the pledge drives: the drives, a drive's pledges and counts, live (members read them;
 * only the functions write them), and the driveAction callable that sets a drive up or changes it.
 */

export type WatchedDrive = Parsed<typeof driveSchema>;
export type WatchedPledge = Parsed<typeof pledgeSchema>;

export const drivesQuery = {
  collection: DRIVES_COLLECTION,
  schema: driveSchema,
  orderBy: [['created_at', 'desc']],
} satisfies QuerySpec;

export const pledgesQuery = (driveId: string) =>
  ({
    collection: PLEDGES_COLLECTION,
    schema: pledgeSchema,
    where: [['drive_id', '==', driveId]],
  }) satisfies QuerySpec;

export const countsDocument = (driveId: string) =>
  ({ collection: DRIVE_COUNTS_COLLECTION, id: driveId, schema: driveCountsSchema }) satisfies DocumentSpec;

export const runDriveAction = callable<DriveRequest, { id: string; jobId?: string; outcome?: string }>(
  '/api/drives/action',
);

/**
 * A drive action sent from a dialog's form: when it is done, `done` is shown and the dialog closes; when the
 * server refuses, its words go under the form and the dialog stays.
 */
export async function runFromForm(
  request: DriveRequest,
  form: { setError: (name: 'root', error: { message: string }) => void },
  done: string,
  onClose: () => void,
): Promise<void> {
  try {
    await runDriveAction(request);
    toast.success(done);
    onClose();
  } catch (error) {
    form.setError('root', { message: callableErrorMessage(error) });
  }
}

/** The student pages of a drive's campaign: the students it counts. */
export const campaignPagesQuery = (campaignId: string) =>
  ({
    collection: STUDENT_PAGES_COLLECTION,
    schema: studentPageSchema,
    where: [['campaign_id', '==', campaignId]],
  }) satisfies QuerySpec;

export const driveDocument = (driveId: string) =>
  ({ collection: DRIVES_COLLECTION, id: driveId, schema: driveSchema }) satisfies DocumentSpec;
