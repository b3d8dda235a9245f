// `npm test`: every suite. Unit suites first, then the emulators, the Stripe sandbox and the production web
// build start once for the rules, integration and browser suites, and stop at the end whatever happens.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { StartupError, repoRoot, viteBin } from './lib/paths';
import { startStack } from './lib/stack';
import { failedSuite, runVitest, type SuiteResult } from './lib/vitest-run';

const startedAt = Date.now();
const results: SuiteResult[] = [];

results.push(runVitest('domain', join(repoRoot, 'domain'), ['--coverage']));
results.push(runVitest('functions', join(repoRoot, 'functions')));
results.push(runVitest('scripts', join(repoRoot, 'scripts')));
results.push(runVitest('stripe-sandbox', join(repoRoot, 'stripe-sandbox')));

console.log('\n=== building the web app for the browser tests ===');
const build = spawnSync(viteBin, ['build', '--mode', 'emulators', '--logLevel', 'warn'], {
  cwd: join(repoRoot, 'web'),
  stdio: 'inherit',
});

if (build.status !== 0) {
  results.push(failedSuite('web build'));
} else {
  try {
    const stack = await startStack({
      web: 'preview',
      stripeSandbox: true,
      watchFunctions: false,
      log: console.log,
    });
    const interrupt = () => void stack.stop().then(() => process.exit(130));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    try {
      results.push(runVitest('emulator-suites (rules, integration, browser)', join(repoRoot, 'tests')));
    } finally {
      await stack.stop();
    }
  } catch (error) {
    console.error(
      `!!! Could not start the emulators for the rules, integration and browser suites:\n${error instanceof StartupError ? error.message : String(error)}`,
    );
    results.push(failedSuite('emulator suites'));
  }
}

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
  console.log(
    `  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.passed} passed, ${result.failed} failed`,
  );
}
console.log(`Test time: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
