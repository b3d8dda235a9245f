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

/** Wipes every document in the local project between tests. */
export async function clearFirestore(): Promise<void> {
  const response = await fetch(
    `${urls.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`Could not clear Firestore: ${response.status}`);
}
