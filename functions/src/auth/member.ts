import { type Actor } from '@hope/domain/records';
import { roleMay, type Ability } from '@hope/domain/team';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { roleNow } from './team-document';

export type Member = Extract<Actor, { type: 'member' }>;

export const refusedMessage = 'Your account may not do this.';

/**
 * The signed-in team member making a call, or a refusal: their role now (their team document, not the claims
 * of an ID token, which live up to an hour after a change) must allow the ability (records: owners and admins;
 * the team: owners). Viewers, and removed members, are refused every call that changes something.
 */
export async function memberOf(
  request: Pick<CallableRequest, 'auth'>,
  ability: Ability = 'editRecords',
): Promise<Member> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in again.');
  if (!roleMay(await roleNow(auth.uid), ability)) throw new HttpsError('permission-denied', refusedMessage);
  return { type: 'member', uid: auth.uid, email: (auth.token.email as string | undefined) ?? null };
}

/** How a member is named in a record (who voided it, who recorded a check). */
export function memberName(member: Member): string {
  return member.email ?? member.uid;
}
