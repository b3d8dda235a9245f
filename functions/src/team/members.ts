import { roleFromClaims, type TeamMember } from '@hope/domain/team';
import { getAuth, type UserRecord } from 'firebase-admin/auth';

const iso = (time: string | undefined) => (time ? new Date(time).toISOString() : null);

/**
 * The member's last sign-in, or null before the first. A token refresh time is set only by a sign-in; some Auth
 * backends (the local emulator among them) also give a new account a last sign-in equal to its creation, which
 * is not one.
 */
function signedInAt(user: UserRecord): string | null {
  const { lastSignInTime, lastRefreshTime, creationTime } = user.metadata;
  const signedIn = Boolean(lastRefreshTime) || (Boolean(lastSignInTime) && lastSignInTime !== creationTime);
  return signedIn ? iso(lastSignInTime ?? lastRefreshTime ?? undefined) : null;
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
