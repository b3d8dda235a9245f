import type { JobKind } from '@hope/domain/jobs';

/** The task-queue function that runs each kind of job, by its exported name (index.ts). */
export const JOB_FUNCTIONS: Record<JobKind, string> = {
  year_end_statements: 'yearEndJob',
  itemise_payout: 'itemisePayoutJob',
  fetch_payouts: 'fetchPayoutsJob',
  charge_pledges: 'chargePledgesJob',
};
