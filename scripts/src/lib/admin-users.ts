import type { Auth } from 'firebase-admin/auth';
import { adminEmailFor, type SchoolSettings } from '@hope/domain';

/** Creates the user or resets its password, then grants the admin claim the security rules check. */
export async function ensureAdmin(
  auth: Auth,
  usernameOrEmail: string,
  password: string,
  settings: Pick<SchoolSettings, 'organization'>,
): Promise<{ email: string; created: boolean }> {
  const email = adminEmailFor(usernameOrEmail, settings);
  let uid: string;
  let created = false;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
    await auth.updateUser(uid, { password });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    uid = (await auth.createUser({ email, password, emailVerified: true })).uid;
    created = true;
  }
  await auth.setCustomUserClaims(uid, { admin: true });
  return { email, created };
}
