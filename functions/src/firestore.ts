import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let db: Firestore | undefined;

/**
 * One Admin SDK app per instance; on the emulators FIRESTORE_EMULATOR_HOST routes it locally. The default app is
 * looked for by name: firebase-functions makes an app of its own for a Firestore trigger's snapshots.
 */
export function firestore(): Firestore {
  if (!db) {
    if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
    db = getFirestore();
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}
