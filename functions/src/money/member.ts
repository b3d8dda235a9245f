import { roleFromClaims, roleMay, type Ability, type Actor } from '@hope/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';

export type Member = Extract<Actor, { type: 'member' }>;

export const refusedMessage = 'Your account may not do this.';

/**
 * The signed-in team member making a call, or a refusal: the role in their token must allow the ability
 * (records: owners and admins; the team: owners). Viewers are refused every call that changes something.
 */
export function memberOf(request: Pick<CallableRequest, 'auth'>, ability: Ability = 'editRecords'): Member {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in again.');
  const role = roleFromClaims(auth.token);
  if (!roleMay(role, ability)) throw new HttpsError('permission-denied', refusedMessage);
  return { type: 'member', uid: auth.uid, email: (auth.token.email as string | undefined) ?? null };
}

/** How a member is named in a record (who voided it, who recorded a check). */
export function memberName(member: Member): string {
  return member.email ?? member.uid;
}
