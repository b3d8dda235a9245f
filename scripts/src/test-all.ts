// `npm test`: every suite. Unit suites first, then the emulators, the Stripe sandbox and the production web
// build start once for the rules, integration and browser suites, and stop at the end whatever happens.
import { join } from 'node:path';
import { repoRoot } from './lib/paths';
import { report, runEmulatorSuites } from './lib/emulator-suites';
import { runVitest, type SuiteResult } from './lib/vitest-run';

const startedAt = Date.now();
const results: SuiteResult[] = [];

results.push(runVitest('domain', join(repoRoot, 'domain'), ['--coverage']));
results.push(runVitest('functions', join(repoRoot, 'functions')));
results.push(runVitest('web', join(repoRoot, 'web')));
results.push(runVitest('scripts', join(repoRoot, 'scripts')));
results.push(runVitest('stripe-sandbox', join(repoRoot, 'stripe-sandbox')));
results.push(...(await runEmulatorSuites()));

process.exit(report(results, startedAt) ? 0 : 1);
