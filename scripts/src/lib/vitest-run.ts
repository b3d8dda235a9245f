import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot, stackCache, vitestBin } from './paths';

import type { RetriedTest } from './retried-reporter';

/**
 * `retried`: tests that failed first and passed on a retry (counted in `passed`); `failedTests`: each failed
 * test as "file > name"; `seconds`: its wall time.
 */
export type SuiteResult = {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  retried: RetriedTest[];
  failedTests?: string[];
  ok: boolean;
  seconds?: number;
};

/** A suite that could not run counts as one failure, so the final line cannot look green. */
export function failedSuite(name: string): SuiteResult {
  return { name, passed: 0, failed: 1, skipped: 0, retried: [], ok: false };
}

const retriedReporter = join(repoRoot, 'scripts', 'src', 'lib', 'retried-reporter.ts');

const resultsDir = stackCache('test-results');

/** Where a suite's JSON report, its retried tests and (run quietly) its output go: named by its first word. */
export function suiteFiles(
  name: string,
  dir = resultsDir,
): { report: string; retried: string; log: string } {
  const base = join(dir, name.split(' ')[0]!);
  return { report: `${base}.json`, retried: `${base}.retried.json`, log: `${base}.log` };
}

/**
 * Runs one vitest project and reads its JSON report, so the final line can count every test. With `quiet`, its
 * output goes to a file under .cache/test-results/ and is printed whole when it ends (a suite running beside
 * other work does not interleave its lines with theirs).
 */
export async function runVitest(
  name: string,
  root: string,
  extraArgs: string[] = [],
  options: { quiet?: boolean } = {},
): Promise<SuiteResult> {
  const startedAt = Date.now();
  mkdirSync(resultsDir, { recursive: true });
  const { report: outputFile, retried: retriedFile, log: logFile } = suiteFiles(name);
  rmSync(outputFile, { force: true });
  rmSync(retriedFile, { force: true });
  if (!options.quiet) console.log(`\n=== ${name} ===`);
  const log = options.quiet ? openSync(logFile, 'w') : 'inherit';
  const args = ['run', '--root', root, '--reporter=default', '--reporter=json', `--reporter=${retriedReporter}`];
  const status = await new Promise<number | null>((resolve) =>
    spawn(vitestBin, [...args, `--outputFile.json=${outputFile}`, ...extraArgs], {
      stdio: ['ignore', log, log],
      cwd: repoRoot,
      env: { ...process.env, HOPE_RETRIED_REPORT: retriedFile },
    })
      .once('error', () => resolve(null))
      .once('close', resolve),
  );
  if (typeof log === 'number') {
    closeSync(log);
    console.log(`\n=== ${name} ===\n${readFileSync(logFile, 'utf8')}`);
  }
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(`(${name}: ${seconds.toFixed(0)} s)`);
  if (!existsSync(outputFile)) {
    console.error(`!!! ${name}: vitest produced no report (exit ${status}); counting the suite as failed.`);
    return { ...failedSuite(name), seconds };
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTests: number;
  };
  // A non-zero exit with no failed test (coverage below threshold, a file that failed to load) still fails.
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  if (report.numTotalTests === 0) console.error(`!!! ${name}: no test ran.`);
  const retried = existsSync(retriedFile)
    ? (JSON.parse(readFileSync(retriedFile, 'utf8')) as RetriedTest[])
    : [];
  const failedTests = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(root, file.name)} > ${test.fullName}`),
  );
  return {
    name,
    retried,
    failedTests,
    passed: report.numPassedTests,
    failed: report.numTotalTests === 0 ? Math.max(failed, 1) : failed,
    skipped: report.numPendingTests + report.numTodoTests,
    ok: status === 0 && report.numTotalTests > 0,
    seconds,
  };
}
