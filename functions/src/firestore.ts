import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// The default app exists from the start: Firestore triggers build their event's snapshots with it before any
// of our code runs. On the emulators FIRESTORE_EMULATOR_HOST routes it locally.
if (getApps().length === 0) initializeApp();

let db: Firestore | undefined;

/** The instance's one Firestore client. */
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore();
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}
