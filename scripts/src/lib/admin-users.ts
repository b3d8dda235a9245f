import type { Auth } from 'firebase-admin/auth';
import { schoolConfig } from '@hope/domain';

/** Same mapping as the login screen: a bare username lives on the school's admin email domain. */
export function adminEmail(usernameOrEmail: string): string {
  const trimmed = usernameOrEmail.trim();
  return trimmed.includes('@') ? trimmed : `${trimmed}@${schoolConfig.adminEmailDomain}`;
}

/** Creates the user or resets its password, then grants the admin claim the security rules check. */
export async function ensureAdmin(auth: Auth, usernameOrEmail: string, password: string): Promise<{ email: string; created: boolean }> {
  const email = adminEmail(usernameOrEmail);
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
