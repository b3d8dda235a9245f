import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { adminEmailFor, type SchoolSettings } from '@hope/domain/settings';
import { claimsFor, newPasswordSchema, roleFromClaims, TEAM_COLLECTION, type Role, type TeamDocument } from '@hope/domain/team';

/** Refused: the account exists and carries no team role, so this script did not make it. */
export class NotOurAccountError extends Error {}

/**
 * Creates the member or resets their password, then writes their team document and grants the role (a custom
 * claim), as the team function does. An existing account without a role (somebody registered it
 * themself, or a member was removed) is taken over only when asked (`takeOver`): otherwise whoever made that
 * account would get into the back office with the password they chose before.
 */
export async function ensureMember(
  auth: Auth,
  usernameOrEmail: string,
  password: string,
  settings: Pick<SchoolSettings, 'organization'>,
  options: { role: Role; takeOver?: boolean; db: Firestore; by?: string },
): Promise<{ email: string; created: boolean }> {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(`The password is too weak: ${checked.error.issues[0]!.message}.`);
  const email = adminEmailFor(usernameOrEmail, settings);
  let uid: string;
  let created = false;
  try {
    const user = await auth.getUserByEmail(email);
    if (!roleFromClaims(user.customClaims ?? {}) && !options.takeOver) {
      throw new NotOurAccountError(
        `${email} already has an account that is not on the team. Add --take-over to make it a team member (its password is replaced and its sessions end).`,
      );
    }
    uid = user.uid;
    await auth.updateUser(uid, { password, disabled: false });
    if (!roleFromClaims(user.customClaims ?? {})) await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    uid = (await auth.createUser({ email, password, emailVerified: true })).uid;
    created = true;
  }
  // The team document is where the rules and the functions read the role: every member has one.
  const document: TeamDocument = {
    email,
    role: options.role,
    updated_at: new Date().toISOString(),
    updated_by: options.by ?? 'admin:create',
  };
  await options.db.collection(TEAM_COLLECTION).doc(uid).set(document);
  await auth.setCustomUserClaims(uid, claimsFor(options.role));
  return { email, created };
}

/** The tests' and benchmarks' owner: created or reset, an owner. */
export const ensureAdmin = (
  auth: Auth,
  db: Firestore,
  usernameOrEmail: string,
  password: string,
  settings: Pick<SchoolSettings, 'organization'>,
) => ensureMember(auth, usernameOrEmail, password, settings, { role: 'owner', takeOver: true, db });
