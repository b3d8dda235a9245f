import { claimsFor, currentRole, TEAM_COLLECTION, type Role } from '@hope/domain/team';
import type { User } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { db } from '../firebase';
import { signOutAdmin } from './signIn';

/**
 * The signed-in member's role now: their own team document's, which the team function rewrites on a change of
 * role and keeps with no role after a removal (the rules and the functions read the same document). The
 * screens follow a change at once, with no new ID token: a demotion revokes the member's refresh tokens, so
 * they sign in again when the hour of the token they hold is over. After a removal the session ends at once.
 * An account from before the team documents has none: the role in its token stands.
 */
export function useMembershipWatch(user: User | null, tokenRole: Role | null): Role | null {
  const [documentRole, setDocumentRole] = useState<{ uid: string; role: Role } | null>(null);
  useEffect(() => {
    if (!user || !tokenRole) return;
    return onSnapshot(
      doc(db, TEAM_COLLECTION, user.uid),
      (snapshot) => {
        const role = currentRole(snapshot.exists() ? snapshot.data() : undefined, claimsFor(tokenRole));
        if (role) setDocumentRole({ uid: user.uid, role });
        else void signOutAdmin();
      },
      () => {},
    );
  }, [user, tokenRole]);
  return documentRole && documentRole.uid === user?.uid ? documentRole.role : tokenRole;
}
