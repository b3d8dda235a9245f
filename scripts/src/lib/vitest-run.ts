import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, vitestBin } from './paths';

import type { RetriedTest } from './retried-reporter';

/** `retried`: tests that failed first and passed on a retry (counted in `passed`). */
export type SuiteResult = {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  retried: RetriedTest[];
  ok: boolean;
};

/** A suite that could not run counts as one failure, so the final line cannot look green. */
export function failedSuite(name: string): SuiteResult {
  return { name, passed: 0, failed: 1, skipped: 0, retried: [], ok: false };
}

const retriedReporter = join(repoRoot, 'scripts', 'src', 'lib', 'retried-reporter.ts');

const resultsDir = join(repoRoot, '.cache', 'test-results');

/** Runs one vitest project and reads its JSON report, so the final line can count every test. */
export function runVitest(name: string, root: string, extraArgs: string[] = []): SuiteResult {
  mkdirSync(resultsDir, { recursive: true });
  const outputFile = join(resultsDir, `${name.split(' ')[0]}.json`);
  const retriedFile = join(resultsDir, `${name.split(' ')[0]}.retried.json`);
  rmSync(outputFile, { force: true });
  rmSync(retriedFile, { force: true });
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(
    vitestBin,
    [
      'run',
      '--root',
      root,
      '--reporter=default',
      '--reporter=json',
      `--reporter=${retriedReporter}`,
      `--outputFile.json=${outputFile}`,
      ...extraArgs,
    ],
    { stdio: 'inherit', cwd: repoRoot, env: { ...process.env, HOPE_RETRIED_REPORT: retriedFile } },
  );
  if (!existsSync(outputFile)) {
    console.error(`!!! ${name}: vitest produced no report (exit ${run.status}); counting the suite as failed.`);
    return failedSuite(name);
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTests: number;
  };
  // A non-zero exit with no failed test (coverage below threshold, a file that failed to load) still fails.
  const failed = report.numFailedTests + (run.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  if (report.numTotalTests === 0) console.error(`!!! ${name}: no test ran.`);
  const retried = existsSync(retriedFile)
    ? (JSON.parse(readFileSync(retriedFile, 'utf8')) as RetriedTest[])
    : [];
  return {
    name,
    retried,
    passed: report.numPassedTests,
    failed: report.numTotalTests === 0 ? Math.max(failed, 1) : failed,
    skipped: report.numPendingTests + report.numTodoTests,
    ok: run.status === 0 && report.numTotalTests > 0,
  };
}
