import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';

/**
 * Team changes are made one at a time. Roles live in Firebase Auth, which has no transactions, so two owners
 * demoting each other at the same moment would both see two owners and leave the team with none. A lease in
 * Firestore (a document only the functions touch; the rules match nothing there) serialises them; a lease
 * whose holder died expires on its own.
 */
const LOCK_PATH = 'team_locks/changes';
const LEASE_MS = 60_000;
const WAIT_MS = 20_000;

export const teamBusyMessage = 'Another change to the team is under way. Please try again in a moment.';

async function tryAcquire(holder: string): Promise<boolean> {
  const db = firestore();
  const lock = db.doc(LOCK_PATH);
  return db.runTransaction(async (transaction) => {
    const current = await transaction.get(lock);
    const expiresAt = current.get('expires_at') as number | undefined;
    if (current.exists && typeof expiresAt === 'number' && expiresAt > Date.now()) return false;
    transaction.set(lock, { holder, expires_at: Date.now() + LEASE_MS });
    return true;
  });
}

async function release(holder: string): Promise<void> {
  const db = firestore();
  const lock = db.doc(LOCK_PATH);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(lock);
    if (current.get('holder') === holder) transaction.delete(lock);
  });
}

/** Runs one team change while no other runs; refuses with a clear message when the team stays busy. */
export async function withTeamLock<T>(change: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  while (!(await tryAcquire(holder))) {
    if (Date.now() > giveUpAt) throw new HttpsError('aborted', teamBusyMessage);
    await pause(100 + Math.random() * 200);
  }
  try {
    return await change();
  } finally {
    await release(holder);
  }
}
