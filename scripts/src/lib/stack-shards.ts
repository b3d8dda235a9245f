import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot, shardCache, tsxBin } from './paths';
import { planFirestoreEmulator } from './firestore-emulator';
import { planShards } from './shard-plan';
import { buildFunctions } from './stack';
import { EMULATOR_SUITE, mergeReports, summed, testFiles } from './stack-projects';
import { failedSuite, suiteFiles, type SuiteResult } from './vitest-run';

/*
 * The integration and browser files share one Firestore project and its triggers, so on one stack they run one
 * at a time, and the two cores sit idle while a file waits on a trigger, a mail or a job. Shards run them side
 * by side: each shard is a whole stack (emulators, Stripe sandbox, MailDev, the built app) in a network
 * namespace of its own, on the same ports as every other, so nothing in the app or the tests changes.
 */

const testsRoot = join(repoRoot, 'tests');
const shardEntry = join(repoRoot, 'scripts', 'src', 'stack-shard.ts');
/** The file in its folder where a shard writes its result for the parent. */
export const SHARD_RESULT = 'result.json';
/** Each file's seconds in a recent full run (`npm run test:timings`): what the split balances (shard-plan.ts). */
export const stackTimingsFile = join(repoRoot, 'scripts', 'src', 'lib', 'stack-file-seconds.json');

/** Whether this machine can give a process a network namespace of its own with its loopback up (Linux, root). */
function namespacesAvailable(): boolean {
  const probe = spawnSync('unshare', ['--net', '--', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * HOPE_TEST_SHARDS=n (1 to 4) sets how many stacks `npm test` runs side by side; by default two where the
 * machine has two cores or more and network namespaces, else one.
 */
export function shardCount(value = process.env.HOPE_TEST_SHARDS): number {
  if (value !== undefined && value !== '') {
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1 || count > 4) {
      throw new Error(`HOPE_TEST_SHARDS must be a whole number from 1 to 4, not "${value}".`);
    }
    if (count > 1 && !namespacesAvailable()) {
      console.log('(no network namespaces here: `unshare --net` needs Linux and root; one stack runs every file)');
      return 1;
    }
    return count;
  }
  return availableParallelism() >= 2 && namespacesAvailable() ? 2 : 1;
}

function timings(): Record<string, number> {
  return existsSync(stackTimingsFile) ? (JSON.parse(readFileSync(stackTimingsFile, 'utf8')) as Record<string, number>) : {};
}

/**
 * Runs the rules, integration and browser files (those the filters select) in `count` shards, as the one suite
 * of `npm test`: the functions bundle and the web app are built once for all, the stacks start while
 * `alongside` (the unit suites) runs, and the tests start once it has settled. Each shard's output is printed
 * whole when it ends; the JSON reports and retried tests are merged into the suite's.
 */
export async function runShards(
  count: number,
  filters: string[],
  webBuilt: Promise<boolean>,
  alongside: Promise<unknown>,
): Promise<SuiteResult> {
  planFirestoreEmulator(); // makes the emulator's wrapper jar, if it needs one, before the shards read it
  buildFunctions();
  const plan = planShards(testFiles(['integration', 'e2e'], filters), timings(), count);
  // The rules files work in a project of their own (tests/rules/rules-bed.ts): they run beside the first shard.
  const rules = testFiles(['rules'], filters);
  const shardFiles = plan.map((files, index) =>
    [...(index === 0 ? rules : []), ...files].map((file) => join(testsRoot, file)),
  );
  console.log(`(${plan.length} stacks side by side, each in a network namespace of its own: ${plan.map((files) => files.length).join(' + ')} files)`);
  const shards = shardFiles.map((files, index) => startShard(index + 1, files));
  const stop = () => shards.forEach(({ child }) => child.kill('SIGTERM'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const told = webBuilt.then((built) =>
    shards.forEach(({ child }) => child.stdin?.write(built ? 'built\n' : 'failed\n')),
  );
  await Promise.all([told, alongside]);
  shards.forEach(({ child }) => child.stdin?.write('go\n'));
  const results = await Promise.all(shards.map((shard) => shard.done));
  const into = suiteFiles(EMULATOR_SUITE);
  mergeReports(
    into.report,
    results.map((_, index) => suiteFiles(EMULATOR_SUITE, join(shardCache(index + 1), 'test-results')).report),
  );
  const result = summed(EMULATOR_SUITE, results);
  writeFileSync(into.retried, JSON.stringify(result.retried, null, 2));
  console.log(`(${EMULATOR_SUITE}: ${result.seconds?.toFixed(0)} s in ${plan.length} shards)`);
  return result;
}

/** Starts shard `shard` in a network namespace of its own; `done` is its result once it has ended. */
function startShard(shard: number, files: string[]): { child: ChildProcess; done: Promise<SuiteResult> } {
  const dir = shardCache(shard);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const logFile = join(dir, 'output.log');
  const resultFile = join(dir, SHARD_RESULT);
  const log = openSync(logFile, 'w');
  const child = spawn(
    'unshare',
    ['--net', '--', 'sh', '-c', 'ip link set lo up && exec "$@"', 'shard', tsxBin, shardEntry, ...files],
    {
      cwd: repoRoot,
      stdio: ['pipe', log, log],
      // Its own config folder: firebase-tools rewrites its settings file at each start.
      env: { ...process.env, HOPE_STACK_SHARD: String(shard), XDG_CONFIG_HOME: join(dir, 'config') },
    },
  );
  const done = new Promise<SuiteResult>((resolve) => {
    const end = (code: number | null) => {
      closeSync(log);
      console.log(`\n=== shard ${shard} (exit ${code}) ===\n${readFileSync(logFile, 'utf8')}`);
      resolve(
        existsSync(resultFile)
          ? (JSON.parse(readFileSync(resultFile, 'utf8')) as SuiteResult)
          : failedSuite(`emulator suites, shard ${shard}`),
      );
    };
    child.once('error', () => end(null));
    child.once('close', end);
  });
  return { child, done };
}
