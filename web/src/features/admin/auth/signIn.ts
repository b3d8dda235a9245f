import { messages } from '@hope/domain/messages';
import { adminEmailFor, type SchoolSettings } from '@hope/domain/settings';
import {
  afterFailure,
  afterServiceLimit,
  minutesToWait,
  noAttempts,
  readAttempts,
  roleFromClaims,
  waitMessage,
  type SignInAttempts,
} from '@hope/domain/team';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { closeLiveData } from '../data/live-collection';
import { auth, authReady } from '../data/firebase';

// A disabled or removed member is told exactly what a wrong password is told: nothing to probe.
const REJECTED_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/user-disabled',
]);

const ATTEMPTS_KEY = 'hope.sign-in-attempts';

function storedAttempts(): SignInAttempts {
  try {
    return readAttempts(JSON.parse(localStorage.getItem(ATTEMPTS_KEY) ?? 'null'));
  } catch {
    return noAttempts;
  }
}

function storeAttempts(attempts: SignInAttempts): void {
  try {
    localStorage.setItem(ATTEMPTS_KEY, JSON.stringify(attempts));
  } catch {
    // Storage refused (private mode): the Auth service's own limits still apply.
  }
}

/** The wait the form asks for now, or null. */
export function signInWait(now = Date.now()): string | null {
  const minutes = minutesToWait(storedAttempts(), now);
  return minutes > 0 ? waitMessage(minutes) : null;
}

async function attempt(email: string, password: string): Promise<'ok' | 'rejected' | 'limited' | 'failed'> {
  try {
    await authReady;
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    if (!roleFromClaims((await user.getIdTokenResult()).claims)) {
      await signOut(auth);
      return 'rejected';
    }
    return 'ok';
  } catch (error) {
    if (error instanceof FirebaseError && REJECTED_CODES.has(error.code)) return 'rejected';
    if (error instanceof FirebaseError && error.code === 'auth/too-many-requests') return 'limited';
    return 'failed';
  }
}

/** Resolves to null on success, or the message the login screen shows. */
export async function signInAdmin(
  username: string,
  password: string,
  settings: Pick<SchoolSettings, 'organization'>,
): Promise<string | null> {
  const waiting = signInWait();
  if (waiting) return waiting;
  const outcome = await attempt(adminEmailFor(username, settings), password);
  const now = Date.now();
  if (outcome === 'ok') {
    storeAttempts(noAttempts);
    return null;
  }
  if (outcome === 'failed') return messages.login.failed;
  const next = outcome === 'limited' ? afterServiceLimit(now) : afterFailure(storedAttempts(), now);
  storeAttempts(next);
  return next.waitUntil > now ? waitMessage(minutesToWait(next, now)) : messages.login.invalidCredentials;
}

export async function signOutAdmin(): Promise<void> {
  closeLiveData();
  await signOut(auth);
}
