import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_LINK_VALID_MS, TEAM_INVITES_COLLECTION } from '@hope/domain/team';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentReference } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';

/**
 * Invitations carry a code of our own, not Firebase Auth's password-reset code: with Auth's code any browser
 * could set a password straight through Auth's API, below the team's minimum. Only a hash is stored, so the
 * stored document does not open the account.
 */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

const invites = () => firestore().collection(TEAM_INVITES_COLLECTION);

/** A new one-time code for the member's set-password link; the member's earlier codes stop working. */
export async function newInvitationCode(uid: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const earlier = await invites().where('uid', '==', uid).get();
  const batch = firestore().batch();
  for (const invite of earlier.docs) batch.delete(invite.ref);
  batch.set(invites().doc(hashOf(code)), { uid, expires_at: Date.now() + INVITATION_LINK_VALID_MS });
  await batch.commit();
  return code;
}

export interface OpenInvitation {
  uid: string;
  email: string;
  ref: DocumentReference;
}

/** The invitation a code opens, or null: unknown, already used, expired, or its member removed since. */
export async function openInvitation(code: string): Promise<OpenInvitation | null> {
  const ref = invites().doc(hashOf(code));
  const invite = await ref.get();
  const uid = invite.get('uid') as string | undefined;
  const expiresAt = invite.get('expires_at') as number | undefined;
  if (!uid || typeof expiresAt !== 'number' || expiresAt <= Date.now()) return null;
  const user = await getAuth()
    .getUser(uid)
    .catch(() => null);
  if (!user || user.disabled || !user.email) return null;
  return { uid, email: user.email, ref };
}
