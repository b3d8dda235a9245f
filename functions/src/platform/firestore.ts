import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// The default app exists from the start: Firestore triggers build their event's snapshots with it before any
// of our code runs. It is looked for by name, as firebase-functions may hold an app of its own. On the emulators
// FIRESTORE_EMULATOR_HOST routes it locally, and the service account that signs queued tasks is named: without
// a metadata server, firebase-admin would look for it again (two seconds) at every task queued. Deployed, the
// runtime's own account is found once and kept.
const onEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
if (!getApps().some((app) => app.name === '[DEFAULT]'))
  initializeApp(onEmulator ? { serviceAccountId: 'emulated-service-acct@email.com' } : undefined);

let db: Firestore | undefined;

/** The instance's one Firestore client. */
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore();
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}
