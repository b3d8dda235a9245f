import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { StartupError, repoRoot, viteBin } from './paths';
import { TEST_FUNCTIONS_ENV } from './local-config';
import { startStack } from './stack';
import { runStackProjects } from './stack-projects';
import { runShards, shardCount } from './stack-shards';
import { failedSuite, type SuiteResult } from './vitest-run';

/**
 * Starts the stack (emulators, Stripe sandbox, and the web app built for the emulators meanwhile, served by
 * `vite preview`) and runs the rules, integration and browser suites on it (only the files matching `filters`,
 * when given). They start once `alongside` has settled too: `npm test` runs the unit suites while the stack
 * starts, and the browser tests then have the machine to themselves. Where the machine allows it, the files are
 * split between shards, each with a stack of its own (stack-shards.ts).
 */
export async function runEmulatorSuites(
  filters: string[] = [],
  alongside: Promise<unknown> = Promise.resolve(),
): Promise<SuiteResult[]> {
  console.log('\n=== starting the stack, and building the web app for the browser tests ===');
  const startedAt = Date.now();
  const webBuilt = buildWeb(startedAt);
  // A run of some files only (`npm run test:stack -- <filters>`) shards when HOPE_TEST_SHARDS asks it to.
  const shards = shardCount(process.env.HOPE_TEST_SHARDS ?? (filters.length > 0 ? '1' : undefined));
  if (shards > 1) return [await runShards(shards, filters, webBuilt, alongside)];
  return [await onStack({ webBuilt, startedAt }, alongside, () => runStackProjects(filters))];
}

/** `vite build --mode emulators` of web/ (true when it built). */
function buildWeb(startedAt: number): Promise<boolean> {
  return new Promise<boolean>((resolve) =>
    spawn(viteBin, ['build', '--mode', 'emulators', '--logLevel', 'warn'], {
      cwd: join(repoRoot, 'web'),
      stdio: 'inherit',
    })
      .once('error', () => resolve(false))
      .once('close', (code) => {
        console.log(code === 0 ? `(web app built in ${seconds(startedAt)} s)` : '!!! the web build failed');
        resolve(code === 0);
      }),
  );
}

/**
 * Starts a test stack, runs `suites` on it once `ready` has settled, and stops it whatever happens. A stack
 * that cannot start counts as a failed suite.
 */
export async function onStack(
  options: { webBuilt: Promise<boolean>; startedAt: number; functionsBuilt?: boolean },
  ready: Promise<unknown>,
  suites: () => Promise<SuiteResult>,
): Promise<SuiteResult> {
  try {
    const stack = await startStack({
      web: 'preview',
      webBuilt: options.webBuilt,
      functionsBuilt: options.functionsBuilt,
      stripeSandbox: true,
      watchFunctions: false,
      functionsEnv: TEST_FUNCTIONS_ENV,
      log: console.log,
    });
    const interrupt = () => void stack.stop().then(() => process.exit(130));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    console.log(`(the stack is up after ${seconds(options.startedAt)} s)`);
    try {
      await ready;
      return await suites();
    } finally {
      await stack.stop();
    }
  } catch (error) {
    if (!(await options.webBuilt)) return failedSuite('web build');
    console.error(
      `!!! Could not start the emulators for the rules, integration and browser suites:\n${error instanceof StartupError ? error.message : String(error)}`,
    );
    return failedSuite('emulator suites');
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

/** Prints each suite's counts and the closing `N passed, N failed` line; true when all passed. */
export function report(results: SuiteResult[], startedAt: number): boolean {
  const total = results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log('\nSuites:');
  for (const result of results) {
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.passed} passed, ${result.failed} failed`);
  }
  console.log(`Test time: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  for (const line of retriedLines(results)) console.log(line);
  // Named again at the end: a shard's output, printed whole, puts a failure far above the last lines.
  const failedTests = results.flatMap((result) => result.failedTests ?? []);
  if (failedTests.length > 0) console.log(['Failed:', ...failedTests.map((test) => `  ${test}`)].join('\n'));
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  return results.every((result) => result.ok);
}

/** The tests that passed only on a retry, by name: counted as passed, but a flake to look into. */
export function retriedLines(results: SuiteResult[]): string[] {
  const retried = results.flatMap((result) => result.retried);
  return [
    `${retried.length} passed only on a retry${retried.length > 0 ? ':' : ''}`,
    ...retried.map((test) => `  ${test.file} > ${test.name}${test.retries > 1 ? ` (${test.retries} retries)` : ''}`),
  ];
}
