import type { DonorStatement } from '@hope/domain/receipts';
import { defineJob, type JobDefinition } from '../jobs/define-job';
import { JobFailure } from '../jobs/job-failure';
import { readSettings } from '../settings/read-settings';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { sendStatements } from './send-statements';
import { BATCH } from './statement-run';
import { chunks } from '../jobs/chunks';
import { statementsOf } from './statements';

export type YearEndParams = { year: number; issued_at: string };

/** A unit's statements stay well under a document's 1 MiB: a donor of many gifts makes a smaller unit. */
const UNIT_BYTES = 600_000;

function units(statements: DonorStatement[]): DonorStatement[][] {
  const planned: DonorStatement[][] = [];
  for (const batch of chunks(statements, BATCH)) {
    let current: DonorStatement[] = [];
    let bytes = 0;
    for (const statement of batch) {
      const size = JSON.stringify(statement).length;
      if (current.length > 0 && bytes + size > UNIT_BYTES) {
        planned.push(current);
        current = [];
        bytes = 0;
      }
      current.push(statement);
      bytes += size;
    }
    if (current.length) planned.push(current);
  }
  return planned;
}

/**
 * The year-end statements as a job: the plan reads the year's records once and splits the donors' statements
 * into units of up to a hundred; the units are sent side by side, each statement once (send-statements.ts).
 * The statements are dated when the job started, whichever unit sends them.
 */
export const yearEndJobDefinition: JobDefinition<YearEndParams, DonorStatement[]> = {
  kind: 'year_end_statements',
  concurrency: 4,
  memory: '1GiB',
  secrets: [smtpUser, smtpPassword],
  plan: async ({ year }) => {
    const { statements } = await statementsOf(year, await readSettings());
    if (statements.some((statement) => JSON.stringify(statement).length > UNIT_BYTES))
      throw new JobFailure('A donor has more gifts than one statement can hold.');
    return units(statements).map((input) => ({ items: input.length, input }));
  },
  unit: async (statements, { year, issued_at }, { jobId, unitId }) => {
    const outcome = await sendStatements({
      statements,
      year,
      settings: await readSettings(),
      issuedAt: new Date(issued_at),
      holder: `${jobId}/${unitId}`,
    });
    return { counts: { sent: outcome.created, already_sent: outcome.alreadySent } };
  },
};

export const yearEndJob = defineJob(yearEndJobDefinition);
