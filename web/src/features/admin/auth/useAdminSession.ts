import { roleFromClaims, type Role } from '@hope/domain/team';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth, authReady } from '../data/firebase';

export type AdminSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User; role: Role };

/** Signed in means: a Firebase user whose token carries a team role (set only by the functions). */
export function useAdminSession(): AdminSession {
  const [session, setSession] = useState<AdminSession>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void authReady.then(() => {
      if (!active) return;
      unsubscribe = onIdTokenChanged(auth, async (user) => {
        const role = user ? roleFromClaims((await user.getIdTokenResult()).claims) : null;
        if (active) setSession(user && role ? { status: 'signed-in', user, role } : { status: 'signed-out' });
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return session;
}
