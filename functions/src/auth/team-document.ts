import {
  currentRole,
  TEAM_COLLECTION,
  type Role,
  type TeamDocument,
  type TeamMember,
} from '@hope/domain/team';
import { getAuth } from 'firebase-admin/auth';
import { firestore } from '../platform/firestore';

const teamDocuments = () => firestore().collection(TEAM_COLLECTION);

const teamDocument = (email: string, role: Role | null, updatedBy: string): TeamDocument => ({
  email,
  role,
  updated_at: new Date().toISOString(),
  updated_by: updatedBy,
});

/**
 * The member's own document: the security rules and the functions read the role there, and an open session
 * listens to it and takes up a change of role at once.
 */
export async function writeTeamDocument(
  uid: string,
  member: { email: string; role: Role },
  updatedBy: string,
): Promise<void> {
  await teamDocuments()
    .doc(uid)
    .set(teamDocument(member.email, member.role, updatedBy));
}

/**
 * A removal keeps the document with no role: without a document the rules would take the role in the removed
 * member's ID token, which lives up to an hour. The open session sees it and ends.
 */
export async function markRemoved(uid: string, email: string, updatedBy: string): Promise<void> {
  await teamDocuments()
    .doc(uid)
    .set(teamDocument(email, null, updatedBy));
}

/** Who writes the document of an account from before team documents. */
const BACKFILLED_BY = 'the role the account already had';

/**
 * The role of the member `uid` now: their team document's. An account from before team documents has none
 * yet: it is given one from its Auth record, whose claims every change of role rewrites (a token's claims may
 * be an hour old, the record's are not), so the rules stop reading its token's claims too. A disabled
 * account has no role.
 */
export async function roleNow(uid: string): Promise<Role | null> {
  const ref = teamDocuments().doc(uid);
  const snapshot = await ref.get();
  if (snapshot.exists) return currentRole(snapshot.data(), {});
  const user = await getAuth()
    .getUser(uid)
    .catch(() => null);
  const role = user && !user.disabled && user.email ? currentRole(undefined, user.customClaims ?? {}) : null;
  if (!role) return null;
  try {
    await ref.create(teamDocument(user!.email!, role, BACKFILLED_BY));
  } catch (error) {
    // A change of role wrote the document meanwhile: it is the newer word.
    if ((error as { code?: number }).code !== 6) throw error;
    return roleNow(uid);
  }
  return role;
}

/**
 * Gives every listed member without a team document one, with the role Auth holds: once an owner has opened
 * the Team screen, no member's access rests on the claims of an ID token any more.
 */
export async function backfillTeamDocuments(members: readonly TeamMember[]): Promise<void> {
  if (members.length === 0) return;
  const refs = members.map((member) => teamDocuments().doc(member.uid));
  const snapshots = await firestore().getAll(...refs);
  const missing = members.filter((_, index) => !snapshots[index]!.exists);
  await Promise.all(
    missing.map((member) =>
      teamDocuments()
        .doc(member.uid)
        .create(teamDocument(member.email, member.role, BACKFILLED_BY))
        .catch((error: { code?: number }) => {
          if (error.code !== 6) throw error;
        }),
    ),
  );
}
