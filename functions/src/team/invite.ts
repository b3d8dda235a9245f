import { randomBytes } from 'node:crypto';
import { type MailDocument } from '@hope/domain/receipts';
import { claimsFor, inviteMessage, teamMessages, TEAM_MAIL_COLLECTION, type Role } from '@hope/domain/team';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/https';
import { siteOrigin } from '../platform/config';
import { firestore } from '../platform/firestore';
import { sender } from '../mail/compose-mail';
import { memberName, type Member } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import { newInvitationCode } from './invitation-code';
import { asMember } from './members';
import { writeTeamDocument } from '../auth/team-document';

async function existingUser(email: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** A password nobody knows: the member chooses theirs through the link. */
const unknownPassword = () => randomBytes(24).toString('base64url');

/**
 * The back office's Set your password page, with the invitation's one-time code (out of band: it reaches the
 * member by mail). The page sets the password through the setPassword function, which applies the minimum.
 */
async function setPasswordLink(uid: string): Promise<string> {
  const code = await newInvitationCode(uid);
  return `${new URL(siteOrigin.value()).origin}/admin/set-password?oobCode=${encodeURIComponent(code)}`;
}

/**
 * Invites a member: the account is created (or an account without a role, a removed member's or one somebody
 * registered, is taken over with a new unknown password and its sessions ended), given the role, and sent a
 * link to set a password. Inviting again a member who never signed in sends a fresh link.
 */
export async function inviteMember(email: string, role: Role, owner: Member): Promise<{ uid: string }> {
  const auth = getAuth();
  const found = await existingUser(email);
  const member = found ? asMember(found) : null;
  if (member && member.lastSignInAt) throw new HttpsError('already-exists', teamMessages.alreadyMember);
  let uid: string;
  if (found) {
    uid = found.uid;
    await auth.updateUser(uid, { disabled: false, password: unknownPassword() });
    await auth.revokeRefreshTokens(uid);
  } else {
    uid = (await auth.createUser({ email, password: unknownPassword(), emailVerified: false })).uid;
  }
  await writeTeamDocument(uid, { email, role }, memberName(owner));
  await auth.setCustomUserClaims(uid, claimsFor(role));

  const settings = await readSettings();
  const now = new Date();
  const message = inviteMessage(
    { role, invitedBy: memberName(owner), link: await setPasswordLink(uid) },
    settings,
  );
  const mail: MailDocument = {
    to: email,
    from: sender(settings.organization.organizationName),
    replyTo: settings.organization.officeEmail,
    message,
    kind: 'invite',
    record: null,
    event_id: null,
    statement: null,
    summary: `Invitation as ${role} sent by ${memberName(owner)}`,
    created_at: now.toISOString(),
  };
  await firestore().collection(TEAM_MAIL_COLLECTION).doc(`invite_${uid}_${now.getTime()}`).set(mail);
  return { uid };
}
