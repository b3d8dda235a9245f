import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths';
import { runVitest, suiteFiles, type SuiteResult } from './vitest-run';

/** The one suite `npm test` reports for the emulators, with one JSON report (named by its first word). */
export const EMULATOR_SUITE = 'emulator-suites (rules, integration, browser)';
const RULES_RUN = 'emulator-rules';
const testsRoot = join(repoRoot, 'tests');

/**
 * The rules, integration and browser files of tests/ (those matching `filters`, when given), as one suite. The
 * vitest config's two projects run side by side, each in its own vitest: `rules` works in a Firestore project
 * of its own (tests/rules/rules-bed.ts), so it shares nothing with `stack`, whose files run one at a time on
 * the app's project. The rules run prints its output whole when it ends; its report is merged into the suite's.
 */
export async function runStackProjects(filters: string[]): Promise<SuiteResult> {
  const [withStack, withRules] = [matches(['integration', 'e2e'], filters), matches(['rules'], filters)];
  // With filters that match one project only, the other is not started (a vitest with no file fails).
  if (!withRules) return runVitest(EMULATOR_SUITE, testsRoot, ['--project', 'stack', ...filters]);
  if (!withStack) return merged(null, await runVitest(RULES_RUN, testsRoot, ['--project', 'rules', ...filters]));
  const stack = runVitest(EMULATOR_SUITE, testsRoot, ['--project', 'stack', ...filters]);
  const rules = runVitest(RULES_RUN, testsRoot, ['--project', 'rules', ...filters], { quiet: true });
  return merged(await stack, await rules);
}

/**
 * The test files under `folders` of tests/ that the filters select (vitest's rule: a file runs when its path
 * contains one; no filter selects all), as paths from tests/.
 */
export function testFiles(folders: string[], filters: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(testsRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => join(testsRoot, folder, file))
      .filter(
        (file) =>
          filters.length === 0 ||
          filters.some((filter) => relative(testsRoot, file).includes(filter) || file.includes(filter)),
      )
      .map((file) => relative(testsRoot, file)),
  );
}

const matches = (folders: string[], filters: string[]) => testFiles(folders, filters).length > 0;

type JsonReport = Record<string, unknown> & { testResults: unknown[]; success: boolean; startTime: number };

/**
 * Writes the JSON reports `from` (those that exist) as one into `into`: every file's results, the counts summed.
 * Also used for the shards' reports (stack-shards.ts).
 */
export function mergeReports(into: string, from: string[]): void {
  const reports = from
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as JsonReport);
  rmSync(into, { force: true });
  if (reports.length === 0) return;
  const sum: JsonReport = { ...reports[0]!, testResults: reports.flatMap((report) => report.testResults) };
  for (const report of reports.slice(1)) {
    for (const [key, value] of Object.entries(report)) {
      if (typeof value === 'number' && typeof sum[key] === 'number' && key.startsWith('num')) {
        sum[key] = (sum[key] as number) + value;
      }
    }
  }
  sum.startTime = Math.min(...reports.map((report) => report.startTime));
  sum.success = reports.every((report) => report.success);
  writeFileSync(into, JSON.stringify(sum));
}

/** Several runs' counts as the one suite `name`. */
export function summed(name: string, results: SuiteResult[]): SuiteResult {
  return {
    name,
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    skipped: results.reduce((sum, result) => sum + result.skipped, 0),
    retried: results.flatMap((result) => result.retried),
    failedTests: results.flatMap((result) => result.failedTests ?? []),
    ok: results.every((result) => result.ok),
    seconds: Math.max(...results.map((result) => result.seconds ?? 0)),
  };
}

/**
 * Both runs' counts as one suite's, and the rules' JSON report and retried tests written into the suite's
 * (`stack` null: only the rules ran, and their report is the suite's).
 */
function merged(stack: SuiteResult | null, rules: SuiteResult): SuiteResult {
  const into = suiteFiles(EMULATOR_SUITE);
  const from = suiteFiles(RULES_RUN);
  mergeReports(into.report, stack ? [into.report, from.report] : [from.report]);
  const runs = stack ? [stack, rules] : [rules];
  writeFileSync(into.retried, JSON.stringify(runs.flatMap((run) => run.retried), null, 2));
  for (const file of [from.report, from.retried]) rmSync(file, { force: true });
  return summed(EMULATOR_SUITE, runs);
}
