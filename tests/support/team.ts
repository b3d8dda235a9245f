import { adminForTests } from './emulators';

/**
 * Leaves on the team only the given accounts: every other account's role (or pre-role admin claim) is taken
 * away, so a test of the last-owner rule sees only its own owners whatever earlier files created.
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
        if (!keep.has(user.email ?? '') && hasClaims) await admin.auth.setCustomUserClaims(user.uid, null);
      }
      pageToken = page.pageToken;
    } while (pageToken);
  } finally {
    await admin.close();
  }
}
