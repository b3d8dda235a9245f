// `npm run lockfile:functions`: writes functions/package-lock.json, the lockfile the deploy installs the
// functions with, cut out of the root lockfile (scripts/src/lib/functions-lockfile.ts). Run it after any
// change of the root lockfile; a unit test (scripts/test/functions-lockfile.test.ts) fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { expectedFunctionsLockfile, functionsLockfilePath } from './lib/functions-lockfile';

const next = expectedFunctionsLockfile();
let current = '';
try {
  current = readFileSync(functionsLockfilePath, 'utf8');
} catch {
  // Not written yet.
}
if (current === next) console.log('functions/package-lock.json is up to date.');
else {
  writeFileSync(functionsLockfilePath, next);
  console.log('Wrote functions/package-lock.json from the root lockfile.');
}
