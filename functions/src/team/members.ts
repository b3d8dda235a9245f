import { roleFromClaims, type TeamMember } from '@hope/domain';
import { getAuth, type UserRecord } from 'firebase-admin/auth';

const iso = (time: string | undefined) => (time ? new Date(time).toISOString() : null);

/**
 * The member's last sign-in, or null before the first. Some Auth backends (the local emulator among them) give
 * a new account a last sign-in equal to its creation: that is not a sign-in.
 */
function signedInAt(user: UserRecord): string | null {
  const { lastSignInTime, creationTime } = user.metadata;
  return lastSignInTime && lastSignInTime !== creationTime ? iso(lastSignInTime) : null;
}

/** A user as a team member, or null: a user without a role, or disabled (removed), is not on the team. */
export function asMember(user: UserRecord): TeamMember | null {
  const role = roleFromClaims(user.customClaims ?? {});
  if (!role || user.disabled || !user.email) return null;
  return {
    uid: user.uid,
    email: user.email,
    role,
    lastSignInAt: signedInAt(user),
    createdAt: iso(user.metadata.creationTime),
  };
}

/** Every member of the team, by email (Auth lists users a thousand at a time). */
export async function listMembers(): Promise<TeamMember[]> {
  const members: TeamMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      const member = asMember(user);
      if (member) members.push(member);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return members.sort((a, b) => a.email.localeCompare(b.email));
}
