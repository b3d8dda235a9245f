import { claimsFor, currentRole, TEAM_COLLECTION, type Role } from '@hope/domain/team';
import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { z } from 'zod';
import { useWatchedDocument } from '../data/provider';
import { signOutAdmin } from './signIn';

/** The team document as written: `currentRole` reads its role, as the rules and the functions do. */
const teamDocumentSchema = z.looseObject({});

/**
 * The signed-in member's role now: their own team document's, which the team function rewrites on a change of
 * role and keeps with no role after a removal (the rules and the functions read the same document). The
 * screens follow a change at once, with no new ID token: a demotion revokes the member's refresh tokens, so
 * they sign in again when the hour of the token they hold is over. After a removal the session ends at once.
 * An account from before the team documents has none: the role in its token stands.
 */
export function useMembershipWatch(user: User | null, tokenRole: Role | null): Role | null {
  const watched = useWatchedDocument(
    user && tokenRole ? { collection: TEAM_COLLECTION, id: user.uid, schema: teamDocumentSchema } : null,
  );
  const documentRole =
    tokenRole && watched.status === 'ready'
      ? currentRole(watched.data ?? undefined, claimsFor(tokenRole))
      : undefined;
  const removed = documentRole === null;
  useEffect(() => {
    if (removed) void signOutAdmin();
  }, [removed]);
  return documentRole ?? tokenRole;
}
