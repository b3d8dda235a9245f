import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth, authReady } from '../firebase';

export type AdminSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

/** Signed in means: a Firebase user whose token carries the admin claim (set only by the admin script). */
export function useAdminSession(): AdminSession {
  const [session, setSession] = useState<AdminSession>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void authReady.then(() => {
      if (!active) return;
      unsubscribe = onIdTokenChanged(auth, async (user) => {
        const isAdmin = user ? (await user.getIdTokenResult()).claims.admin === true : false;
        if (active) setSession(user && isAdmin ? { status: 'signed-in', user } : { status: 'signed-out' });
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return session;
}
