// `npm run bench`: the domain benchmarks, then every tests/bench/*.bench.ts on one stack (emulators, Stripe
// sandbox and the production web build served locally), one after another so they do not disturb each other.
// A benchmark after which the Firestore emulator logged an aborted listen channel hands the next one a fresh
// stack (see listen-overflow.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultSettings } from '@hope/domain/settings';
import type { Bench } from '../../tests/bench/bench-types';
import { TEST_ADMIN } from '../../tests/support/admin-session';
import { adminForTests } from '../../tests/support/emulators';
import { ensureAdmin } from './lib/admin-users';
import { repoRoot, viteBin } from './lib/paths';
import { BENCH_ABUSE_LIMITS, urls } from './lib/local-config';
import { firestoreLogFile, logEnd, overflowLoggedSince } from './lib/listen-overflow';
import { startStack } from './lib/stack';

const only = process.argv.slice(2);
let ok = true;

if (only.length === 0) {
  const domain = spawnSync('npm', ['run', 'bench', '-w', '@hope/domain'], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
  ok = domain.status === 0;
}

const benchDir = join(repoRoot, 'tests', 'bench');
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const build = spawnSync(viteBin, ['build', '--mode', 'emulators', '--logLevel', 'warn'], {
  cwd: join(repoRoot, 'web'),
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('!!! web build failed: browser benchmarks cannot run');
  process.exit(1);
}

const startBenchStack = () =>
  startStack({
    web: 'preview',
    stripeSandbox: true,
    watchFunctions: false,
    functionsEnv: BENCH_ABUSE_LIMITS,
    log: () => {},
  });
let stack = await startBenchStack();

/**
 * A fresh stack for the next benchmark, made ready as the first one was by the benchmarks before: the test admin
 * they created (once per process, see ensureTestAdmin) exists again, and the Auth emulator and the api function
 * have answered once (their first answer takes seconds of compiling).
 */
async function restartStack(): Promise<void> {
  await stack.stop();
  stack = await startBenchStack();
  const admin = adminForTests();
  try {
    await ensureAdmin(admin.auth, admin.db, TEST_ADMIN.email, TEST_ADMIN.password, defaultSettings);
  } finally {
    await admin.close();
  }
  await fetch(`${urls.functionsBase}/api/settings`);
}

let aborted = false;
try {
  for (const file of files) {
    console.log(`\n=== ${file} ===`);
    if (aborted) {
      console.log(
        '  (the Firestore emulator aborted a listen channel in the benchmark before: on a fresh stack)',
      );
      await restartStack();
    }
    const log = firestoreLogFile(stack.plan);
    const logStart = logEnd(log);
    try {
      const { bench } = (await import(pathToFileURL(join(benchDir, file)).href)) as { bench: Bench };
      const outcome = await bench();
      for (const line of outcome.lines) console.log(line);
      if (!outcome.ok) {
        ok = false;
        console.error(`!!! ${file}: a target was missed or the final state is wrong`);
      }
    } catch (error) {
      ok = false;
      console.error(`!!! ${file} could not run:`, error);
    }
    aborted = await overflowLoggedSince(log, logStart);
  }
} finally {
  await stack.stop();
}
process.exit(ok ? 0 : 1);
