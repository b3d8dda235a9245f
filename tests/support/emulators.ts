import type { App } from 'firebase-admin/app';
import { adminApp, getAuth, getFirestore } from '../../scripts/src/lib/admin-app';
import { PROJECT_ID, ports, urls } from '../../scripts/src/lib/local-config';

export { PROJECT_ID, ports, urls };

/** firebase-admin bound to the running emulators (started by `npm test`). */
export function adminForTests(): {
  app: App;
  db: ReturnType<typeof getFirestore>;
  auth: ReturnType<typeof getAuth>;
  close: () => Promise<void>;
} {
  const { app, close } = adminApp();
  return { app, db: getFirestore(app), auth: getAuth(app), close };
}

/**
 * Wipes every document in the local project between tests. The functions' triggers (progress, receipts, mail)
 * may still be running a transaction on documents the previous test wrote; the emulator then answers 409
 * "Transaction lock timeout" once that transaction holds its locks too long. The wipe is tried again after it.
 */
export async function clearFirestore(): Promise<void> {
  const url = `${urls.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    if (response.status !== 409 || attempt === 5) {
      throw new Error(`Could not clear Firestore: ${response.status} ${await response.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}
