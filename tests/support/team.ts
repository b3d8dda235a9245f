import { TEAM_COLLECTION, type Role, type TeamDocument } from '@hope/domain/team';
import type { Firestore } from 'firebase-admin/firestore';
import { adminForTests } from './emulators';

/** Writes the member's team document as the team function does, or deletes it for an account with no role. */
export async function setTeamDocument(db: Firestore, uid: string, email: string, role: Role | null) {
  const ref = db.collection(TEAM_COLLECTION).doc(uid);
  if (!role) {
    await ref.delete();
    return;
  }
  const document: TeamDocument = { email, role, updated_at: new Date().toISOString(), updated_by: 'tests' };
  await ref.set(document);
}

/**
 * Leaves on the team only the given accounts: every other account's role (or pre-role admin claim) and team
 * document are taken away, so a test of the last-owner rule sees only its own owners whatever earlier files created.
 */
export async function keepOnlyTeam(emails: readonly string[]): Promise<void> {
  const admin = adminForTests();
  try {
    const keep = new Set(emails);
    let pageToken: string | undefined;
    do {
      const page = await admin.auth.listUsers(1000, pageToken);
      for (const user of page.users) {
        const hasClaims = user.customClaims && Object.keys(user.customClaims).length > 0;
        if (keep.has(user.email ?? '') || !hasClaims) continue;
        await admin.auth.setCustomUserClaims(user.uid, null);
        await setTeamDocument(admin.db, user.uid, user.email ?? '', null);
      }
      pageToken = page.pageToken;
    } while (pageToken);
  } finally {
    await admin.close();
  }
}
