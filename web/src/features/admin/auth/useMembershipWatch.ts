import { roleFromClaims, TEAM_COLLECTION, type Role } from '@hope/domain';
import type { User } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect } from 'react';
import { db } from '../firebase';
import { signOutAdmin } from './signIn';

/**
 * Follows the member's own team document, which the team function rewrites on a change of role and deletes on
 * removal. On a change the token is refreshed at once, so the screens follow the new role; after a removal the
 * refresh fails (the account is disabled and its refresh tokens revoked) and the session ends: the open tab
 * loses access within a second, not when its ID token would have expired (an hour).
 */
export function useMembershipWatch(user: User | null, role: Role | null): void {
  useEffect(() => {
    if (!user || !role) return;
    let first = true;
    return onSnapshot(
      doc(db, TEAM_COLLECTION, user.uid),
      (snapshot) => {
        const current = snapshot.exists() ? (snapshot.data().role as Role | undefined) : undefined;
        // An account from before the team documents has none: its first snapshot says nothing new.
        const unchanged = first && (current === undefined || current === role);
        first = false;
        if (unchanged) return;
        void (async () => {
          try {
            await user.getIdToken(true);
            if (!roleFromClaims((await user.getIdTokenResult()).claims)) await signOutAdmin();
          } catch {
            await signOutAdmin();
          }
        })();
      },
      () => {},
    );
  }, [user, role]);
}
