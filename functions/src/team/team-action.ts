import {
  claimsFor,
  isDemotion,
  teamActionSchema,
  teamChangeRefusal,
  type TeamAction,
} from '@hope/domain/team';
import { getAuth } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/https';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { memberName, memberOf, type Member } from '../auth/member';
import { inviteMember } from './invite';
import { listMembers } from './members';
import { backfillTeamDocuments, markRemoved, writeTeamDocument } from '../auth/team-document';
import { withTeamLock } from './team-lock';

type TeamChange = Exclude<TeamAction, { action: 'list' | 'invite' }>;

async function changeMember(action: TeamChange, owner: Member): Promise<{ ok: true }> {
  const members = await listMembers();
  const role = action.action === 'set_role' ? action.role : null;
  const refusal = teamChangeRefusal(members, { uid: action.uid, role });
  if (refusal) throw new HttpsError('failed-precondition', refusal);
  const target = members.find((member) => member.uid === action.uid)!;
  const auth = getAuth();
  // The team document first: the rules and the functions read the role there, so the change bites at once.
  if (role) {
    await writeTeamDocument(action.uid, { email: target.email, role }, memberName(owner));
    await auth.setCustomUserClaims(action.uid, claimsFor(role));
    // A demoted member's sessions end: none gets a new ID token with the old claims, they sign in again.
    if (isDemotion(target.role, role)) await auth.revokeRefreshTokens(action.uid);
  } else {
    // Removed: no role, no sign-in, and every refresh token revoked, so no session can get a new ID token.
    await markRemoved(action.uid, target.email, memberName(owner));
    await auth.setCustomUserClaims(action.uid, null);
    await auth.updateUser(action.uid, { disabled: true });
    await auth.revokeRefreshTokens(action.uid);
  }
  return { ok: true };
}

/**
 * The Team screen's operations, for owners only: list the members, invite one, change a role, remove one.
 * Roles are custom claims and team documents that only this function (and the first owner's script) writes.
 * The team keeps an owner: the last one can be neither demoted nor removed, and changes run one at a time so
 * that two owners demoting each other at once cannot leave it without one.
 */
export const teamAction = onCall({ secrets: [smtpUser, smtpPassword], maxInstances: 10 }, async (request) => {
  await memberOf(request, 'manage');
  const parsed = teamActionSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const action = parsed.data;
  if (action.action === 'list') {
    const members = await listMembers();
    await backfillTeamDocuments(members);
    return { members };
  }
  return withTeamLock(async () => {
    // Asked again once the changes before this one are done: one of them may have demoted this owner.
    const owner = await memberOf(request, 'manage');
    if (action.action === 'invite') return inviteMember(action.email, action.role, owner);
    return changeMember(action, owner);
  });
});
