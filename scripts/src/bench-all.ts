// `npm run bench`: the domain benchmarks, then every tests/bench/*.bench.ts on one stack (emulators, Stripe
// sandbox and the production web build served locally), one after another so they do not disturb each other.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bench } from '../../tests/bench/bench-types';
import { repoRoot, viteBin } from './lib/paths';
import { BENCH_ABUSE_LIMITS } from './lib/local-config';
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

const stack = await startStack({
  web: 'preview',
  stripeSandbox: true,
  watchFunctions: false,
  functionsEnv: BENCH_ABUSE_LIMITS,
  log: () => {},
});
try {
  for (const file of files) {
    console.log(`\n=== ${file} ===`);
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
  }
} finally {
  await stack.stop();
}
process.exit(ok ? 0 : 1);
