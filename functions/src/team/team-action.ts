import { claimsFor, roleMay, teamActionSchema, teamChangeRefusal, type TeamAction } from '@hope/domain';
import { getAuth } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/https';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { memberOf, refusedMessage, type Member } from '../money/member';
import { inviteMember } from './invite';
import { asMember, listMembers } from './members';
import { deleteTeamDocument, writeTeamDocument } from './team-document';
import { withTeamLock } from './team-lock';

/**
 * The caller must still be an owner as Auth holds it now: an ID token minted before a demotion keeps its
 * owner claim for up to an hour.
 */
async function assertStillOwner(owner: Member): Promise<void> {
  const user = await getAuth()
    .getUser(owner.uid)
    .catch(() => null);
  const member = user ? asMember(user) : null;
  if (!member || !roleMay(member.role, 'manage')) throw new HttpsError('permission-denied', refusedMessage);
}

type TeamChange = Exclude<TeamAction, { action: 'list' | 'invite' }>;

async function changeMember(action: TeamChange, owner: Member): Promise<{ ok: true }> {
  const members = await listMembers();
  const role = action.action === 'set_role' ? action.role : null;
  const refusal = teamChangeRefusal(members, { uid: action.uid, role });
  if (refusal) throw new HttpsError('failed-precondition', refusal);
  const target = members.find((member) => member.uid === action.uid)!;
  const auth = getAuth();
  if (role) {
    await auth.setCustomUserClaims(action.uid, claimsFor(role));
    await writeTeamDocument(action.uid, { email: target.email, role }, owner);
  } else {
    // Removed: no role, no sign-in, and every refresh token revoked, so no session can get a new ID token;
    // the deleted team document makes the open tab end its session at once.
    await auth.setCustomUserClaims(action.uid, null);
    await auth.updateUser(action.uid, { disabled: true });
    await auth.revokeRefreshTokens(action.uid);
    await deleteTeamDocument(action.uid);
  }
  return { ok: true };
}

/**
 * The Team screen's operations, for owners only: list the members, invite one, change a role, remove one.
 * Roles are custom claims that only this function (and the first owner's script) sets. The team keeps an
 * owner: the last one can be neither demoted nor removed, and changes run one at a time so that two owners
 * demoting each other at once cannot leave it without one.
 */
export const teamAction = onCall(
  { region: 'us-central1', secrets: [smtpUser, smtpPassword], maxInstances: 10 },
  async (request) => {
    const owner = memberOf(request, 'manage');
    const parsed = teamActionSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const action = parsed.data;
    if (action.action === 'list') return { members: await listMembers() };
    return withTeamLock(async () => {
      await assertStillOwner(owner);
      if (action.action === 'invite') return inviteMember(action.email, action.role, owner);
      return changeMember(action, owner);
    });
  },
);
