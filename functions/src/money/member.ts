import type { Actor } from '@hope/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';

/** The signed-in team member making a call, or a refusal: only members with the admin claim act on records. */
export function memberOf(request: Pick<CallableRequest, 'auth'>): Extract<Actor, { type: 'member' }> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in again.');
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', 'Your account may not do this.');
  return { type: 'member', uid: auth.uid, email: (auth.token.email as string | undefined) ?? null };
}

/** How a member is named in a record (who voided it, who recorded a check). */
export function memberName(member: Extract<Actor, { type: 'member' }>): string {
  return member.email ?? member.uid;
}
