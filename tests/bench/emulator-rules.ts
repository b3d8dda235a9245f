// Security rules of another commit, loaded into the running Firestore emulator for one measurement: a build
// from before a rules change writes what this checkout's rules may refuse. Loaded through the emulator's REST
// API, as @firebase/rules-unit-testing's loadFirestoreRules does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/src/lib/paths';
import { PROJECT_ID, urls } from '../support/emulators';

async function loadFirestoreRules(rules: string): Promise<void> {
  const response = await fetch(`${urls.firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!response.ok) {
    throw new Error(`the Firestore emulator refused the rules: ${response.status} ${await response.text()}`);
  }
}

/** Runs `run` under `rules`, then loads this checkout's firestore.rules again, whatever happened. */
export async function withFirestoreRules<T>(rules: string, run: () => Promise<T>): Promise<T> {
  await loadFirestoreRules(rules);
  try {
    return await run();
  } finally {
    await loadFirestoreRules(readFileSync(join(repoRoot, 'firestore.rules'), 'utf8'));
  }
}
