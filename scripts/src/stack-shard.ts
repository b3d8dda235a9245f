// One shard of `npm test`'s rules, integration and browser files (the arguments), started by
// scripts/src/lib/stack-shards.ts in a network namespace of its own (HOPE_STACK_SHARD names its folder under
// .cache/shards/). Its stack starts at once; it serves the web app once its parent writes "built" on stdin,
// and runs the files once it writes "go". Its result is written for the parent to add up.
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { onStack } from './lib/emulator-suites';
import { stackCache } from './lib/paths';
import { runStackProjects } from './lib/stack-projects';
import { SHARD_RESULT } from './lib/stack-shards';

const startedAt = Date.now();
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const nextLine = async () => String((await lines.next()).value ?? '');

const webBuilt = nextLine().then((line) => line === 'built');
const go = webBuilt.then(nextLine);
const result = await onStack({ webBuilt, startedAt, functionsBuilt: true }, go, () =>
  runStackProjects(process.argv.slice(2)),
);
writeFileSync(stackCache(SHARD_RESULT), JSON.stringify(result));
process.exit(result.ok ? 0 : 1);
