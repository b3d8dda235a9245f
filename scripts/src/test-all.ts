// `npm test`: every suite. The unit suites need no emulators: they run one after another while the web app
// builds and the emulators, the Stripe sandbox and the built app start; then the rules, integration and
// browser suites run on that stack, which stops at the end whatever happens.
import { join } from 'node:path';
import { repoRoot } from './lib/paths';
import { report, runEmulatorSuites } from './lib/emulator-suites';
import { runVitest, type SuiteResult } from './lib/vitest-run';

const startedAt = Date.now();

const UNIT_SUITES: [name: string, args: string[]][] = [
  ['domain', ['--coverage']],
  ['functions', []],
  ['web', []],
  ['scripts', []],
  ['stripe-sandbox', []],
];

async function runUnitSuites(): Promise<SuiteResult[]> {
  const results: SuiteResult[] = [];
  for (const [name, args] of UNIT_SUITES) {
    results.push(await runVitest(name, join(repoRoot, name), args, { quiet: true }));
  }
  return results;
}

const units = runUnitSuites();
const emulatorSuites = await runEmulatorSuites([], units);
const results = [...(await units), ...emulatorSuites];

process.exit(report(results, startedAt) ? 0 : 1);
