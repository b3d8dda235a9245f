import { adminEmailFor, messages, type SchoolSettings } from '@hope/domain';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { closeLiveData } from '../data/live-collection';
import { auth, authReady } from '../firebase';

const REJECTED_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/user-disabled',
]);

/** Resolves to null on success, or the message the login screen shows. */
export async function signInAdmin(
  username: string,
  password: string,
  settings: Pick<SchoolSettings, 'organization'>,
): Promise<string | null> {
  try {
    await authReady;
    const { user } = await signInWithEmailAndPassword(auth, adminEmailFor(username, settings), password);
    if ((await user.getIdTokenResult()).claims.admin !== true) {
      await signOut(auth);
      return messages.login.invalidCredentials;
    }
    return null;
  } catch (error) {
    if (error instanceof FirebaseError && REJECTED_CODES.has(error.code))
      return messages.login.invalidCredentials;
    return messages.login.failed;
  }
}

export async function signOutAdmin(): Promise<void> {
  closeLiveData();
  await signOut(auth);
}
