import { setPasswordMessages, setPasswordRequestSchema } from '@hope/domain/team';
import { getAuth } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/https';
import { openInvitation } from './invitation-code';

/**
 * The Set your password page's server: with the invitation's code alone it names the account; with a password
 * too it sets it, refused below the team's minimum (the domain's schema, the page's own), and the code is used
 * up. Bad input or an unusable code changes nothing.
 */
export const setPassword = onCall({ maxInstances: 10 }, async (request) => {
  const parsed = setPasswordRequestSchema.safeParse(request.data);
  const issue = parsed.error?.issues[0];
  if (issue?.path[0] === 'password') throw new HttpsError('invalid-argument', issue.message);
  const invitation = parsed.success ? await openInvitation(parsed.data.code) : null;
  if (!parsed.success || !invitation) throw new HttpsError('not-found', setPasswordMessages.invalidLink);
  const { password } = parsed.data;
  if (password === undefined) return { email: invitation.email };
  // The member proved they read the mailbox: the address is verified, as Auth's own reset would mark it.
  await getAuth().updateUser(invitation.uid, { password, emailVerified: true });
  await invitation.ref.delete();
  return { email: invitation.email };
});
