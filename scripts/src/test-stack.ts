// `npm run test:stack -- <file filters>`: only the rules, integration and browser suites, on a fresh stack;
// with filters (e.g. `e2e/public`), only the matching files. `npm test` runs them all.
import { report, runEmulatorSuites } from './lib/emulator-suites';

const startedAt = Date.now();
process.exit(report(await runEmulatorSuites(process.argv.slice(2)), startedAt) ? 0 : 1);
