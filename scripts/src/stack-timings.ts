// `npm run test:timings`: after a full `npm test`, records each integration and browser file's seconds from its
// report in scripts/src/lib/stack-file-seconds.json, which the split between shards balances (stack-shards.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { suiteFiles } from './lib/vitest-run';
import { EMULATOR_SUITE } from './lib/stack-projects';
import { repoRoot } from './lib/paths';
import { stackTimingsFile } from './lib/stack-shards';

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };
const report = JSON.parse(readFileSync(suiteFiles(EMULATOR_SUITE).report, 'utf8')) as Report;
/** A file's path from tests/ (the report may come from another checkout of the repo). */
const fromTests = (path: string) => path.slice(path.lastIndexOf('/tests/') + '/tests/'.length);
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [fromTests(file.name), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
    .filter(([file]) => file.startsWith('integration/') || file.startsWith('e2e/'))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(stackTimingsFile, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(
  `${Object.keys(seconds).length} files' seconds written to ${relative(repoRoot, stackTimingsFile)}`,
);
