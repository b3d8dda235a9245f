// Usage: npm run smoke -- <site origin>, e.g. `npm run smoke -- https://hope-fund.web.app` after a deploy, or
// `npm run smoke -- http://localhost:5173` on `npm start`. Checks that the deployed site answers as it should
// (scripts/src/smoke/checks.ts), prints each check with what it saw, and exits 1 when any failed.
import { formatResult } from './smoke/check';
import { smoke } from './smoke/checks';

const origin = process.argv[2];
if (!origin || process.argv.length > 3) {
  console.error('Usage: npm run smoke -- <site origin>   (e.g. https://<project>.web.app)');
  process.exit(2);
}

let results;
try {
  results = await smoke(origin);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
for (const result of results) console.log(formatResult(result));
const failed = results.filter((result) => !result.ok).length;
console.log(
  failed
    ? `${failed} of ${results.length} checks failed on ${origin}`
    : `All ${results.length} checks passed on ${origin}`,
);
process.exit(failed ? 1 : 0);
