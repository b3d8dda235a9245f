import { afterEach, describe, expect, it } from 'vitest';
// Through index.ts, which sets every function's options first (the test files share their modules).
import { chargePledgesJob, fetchPayoutsJob, itemisePayoutJob, yearEndJob } from '../src/index';
import { jobRetryConfig } from '../src/jobs/define-job';

type TaskFunction = { __endpoint: { taskQueueTrigger?: { retryConfig?: unknown } } };
const DEPLOYED = { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 6 };

describe("a job's retries", () => {
  afterEach(() => {
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env.JOB_RETRY_MIN_BACKOFF_SECONDS;
  });

  it('are six tries, pausing from 5 s to 5 minutes, in every job function deployed', () => {
    const jobs: Record<string, TaskFunction> = {
      yearEndJob,
      itemisePayoutJob,
      fetchPayoutsJob,
      chargePledgesJob,
    };
    for (const [name, fn] of Object.entries(jobs))
      expect({ name, retries: fn.__endpoint.taskQueueTrigger?.retryConfig }).toEqual({
        name,
        retries: expect.objectContaining(DEPLOYED),
      });
  });

  it('start with the local figure on the emulators only, as many tries', () => {
    process.env.JOB_RETRY_MIN_BACKOFF_SECONDS = '1';
    expect(jobRetryConfig()).toEqual(DEPLOYED);
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(jobRetryConfig()).toEqual({ ...DEPLOYED, minBackoffSeconds: 1 });
  });
});
