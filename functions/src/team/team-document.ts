import { TEAM_COLLECTION, type Role, type TeamDocument } from '@hope/domain';
import { firestore } from '../firestore';
import { memberName, type Member } from '../money/member';

/** The member's own document: an open session listens to it and takes up a change of role at once. */
export async function writeTeamDocument(
  uid: string,
  member: { email: string; role: Role },
  by: Member,
): Promise<void> {
  const document: TeamDocument = {
    email: member.email,
    role: member.role,
    updated_at: new Date().toISOString(),
    updated_by: memberName(by),
  };
  await firestore().collection(TEAM_COLLECTION).doc(uid).set(document);
}

/** Removal deletes it: the open session sees that and ends. */
export async function deleteTeamDocument(uid: string): Promise<void> {
  await firestore().collection(TEAM_COLLECTION).doc(uid).delete();
}
