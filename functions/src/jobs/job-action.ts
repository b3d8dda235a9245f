import { jobRequestSchema } from '@hope/domain/jobs';
import { HttpsError, onCall } from 'firebase-functions/https';
import { memberOf } from '../auth/member';
import { JobFailure } from './job-failure';
import { resumeJob } from './start-job';

/** The office's Resume of a job that stopped (owners and admins): it goes on from where it stopped. */
export const jobAction = onCall({ timeoutSeconds: 60, maxInstances: 2 }, async (request) => {
  await memberOf(request);
  const parsed = jobRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  try {
    await resumeJob(parsed.data.jobId);
  } catch (error) {
    if (error instanceof JobFailure) throw new HttpsError('failed-precondition', error.message);
    throw error;
  }
  return { ok: true };
});
