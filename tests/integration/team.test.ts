import { setPasswordMessages, TEAM_COLLECTION, TEAM_MAIL_COLLECTION, teamMessages } from '@hope/domain/team';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFunction, memberToken } from '../support/callable';
import { adminForTests, urls } from '../support/emulators';
import { eventually, mailbox } from '../support/maildev';
import { keepOnlyTeam } from '../support/team';
import { ensureMember, NotOurAccountError } from '../../scripts/src/lib/admin-users';
import { defaultSettings } from '@hope/domain/settings';

const admin = adminForTests();
let owner: string;
let teamAdmin: string;
let viewer: string;

const uidOf = async (email: string) => (await admin.auth.getUserByEmail(email)).uid;

/** A Firebase Auth REST call the way the client SDK makes it. */
const authApi = (path: string, body: object) =>
  fetch(`${urls.auth}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A new ID token from a session's refresh token, as an open tab asks for one every hour. */
const refreshSession = (refreshToken: string | undefined) =>
  authApi('securetoken.googleapis.com/v1/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });

/** The one-time code of the set-password link in the invitation mailed to `email`. */
async function invitationCode(email: string): Promise<string> {
  const [message] = await eventually('the invitation in the inbox', async () => {
    const inbox = await mailbox.to(email);
    return inbox.length > 0 && inbox;
  });
  expect(message!.subject).toBe('You are invited to the HOPE back office');
  const link = /https?:\/\/\S+\/admin\/set-password\?oobCode=[^\s"<]+/.exec(message!.text ?? '')?.[0];
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('oobCode')!;
}

async function signIn(email: string, password: string) {
  const response = await fetch(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken?: string; refreshToken?: string; error?: { message: string } };
}

beforeAll(async () => {
  await keepOnlyTeam(['team-owner@example.org', 'team-admin@example.org', 'team-viewer@example.org']);
  owner = await memberToken('team-owner@example.org', { role: 'owner' });
  teamAdmin = await memberToken('team-admin@example.org', { role: 'admin' });
  viewer = await memberToken('team-viewer@example.org', { role: 'viewer' });
});
afterAll(() => admin.close());

describe('the team function', () => {
  it('refuses admins, viewers, accounts without a role and visitors, for every operation', async () => {
    const operations = [
      { action: 'list' },
      { action: 'invite', email: 'sneaky@example.org', role: 'owner' },
      { action: 'set_role', uid: await uidOf('team-viewer@example.org'), role: 'owner' },
      { action: 'remove', uid: await uidOf('team-owner@example.org') },
    ];
    const noRole = await memberToken('no-role@example.org', null);
    for (const token of [teamAdmin, viewer, noRole]) {
      for (const operation of operations) {
        const answer = await callFunction('teamAction', operation, token);
        expect(answer.error?.status).toBe('PERMISSION_DENIED');
      }
    }
    expect((await callFunction('teamAction', { action: 'list' }, null)).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    expect((await admin.auth.getUserByEmail('team-viewer@example.org')).customClaims).toEqual({
      role: 'viewer',
    });
    await expect(admin.auth.getUserByEmail('sneaky@example.org')).rejects.toThrow();
  });

  it('refuses a viewer every money action and receipt operation', async () => {
    const money = await callFunction(
      'recordAction',
      { action: 'void', collection: 'donations', id: 'x', requestId: 'r-viewer', reason: 'Test' },
      viewer,
    );
    expect(money.error?.status).toBe('PERMISSION_DENIED');
    const resend = await callFunction('resendReceipt', { mailId: 'x' }, viewer);
    expect(resend.error?.status).toBe('PERMISSION_DENIED');
    const statements = await callFunction('yearEndStatements', { action: 'preview', year: 2026 }, viewer);
    expect(statements.error?.status).toBe('PERMISSION_DENIED');
  });

  it('lists the members with role and last sign-in for an owner', async () => {
    const answer = await callFunction('teamAction', { action: 'list' }, owner);
    const members = (answer.result as { members: { email: string; role: string; lastSignInAt: string }[] })
      .members;
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ['team-admin@example.org', 'admin'],
      ['team-owner@example.org', 'owner'],
      ['team-viewer@example.org', 'viewer'],
    ]);
    // The last sign-in is an ISO instant, or null while an invitation is not taken up.
    expect(members.every((m) => m.lastSignInAt === null || !Number.isNaN(Date.parse(m.lastSignInAt)))).toBe(
      true,
    );
  });

  it('invites: the account gets the role, and the email brings a link that sets a password', async () => {
    const email = `invited-${Date.now()}@example.org`;
    const answer = await callFunction('teamAction', { action: 'invite', email, role: 'viewer' }, owner);
    expect(answer.error).toBeUndefined();
    const user = await admin.auth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'viewer' });
    expect((await admin.db.doc(`${TEAM_COLLECTION}/${user.uid}`).get()).data()).toMatchObject({
      email,
      role: 'viewer',
      updated_by: 'team-owner@example.org',
    });

    const code = await invitationCode(email);
    const stored = await admin.db.collection(TEAM_MAIL_COLLECTION).where('to', '==', email).get();
    expect(stored.docs[0]!.data().delivery.state).toBe('SUCCESS');

    // The code in the link names the account and sets the password once (what the Set your password page does).
    expect((await callFunction('setPassword', { code }, null)).result).toEqual({ email });
    const set = await callFunction('setPassword', { code, password: 'viewer-password-1' }, null);
    expect(set.error).toBeUndefined();
    expect((await signIn(email, 'viewer-password-1')).idToken).toBeDefined();
    const again = await callFunction('setPassword', { code, password: 'another-password-1' }, null);
    expect(again.error?.message).toBe(setPasswordMessages.invalidLink);

    // Signed in once, they are on the team: inviting them again is refused.
    const reinvite = await callFunction('teamAction', { action: 'invite', email, role: 'admin' }, owner);
    expect(reinvite.error?.message).toBe(teamMessages.alreadyMember);
  });

  it('refuses, on the server, a password shorter than 10 characters for an invitation', async () => {
    const email = `short-password-${Date.now()}@example.org`;
    await callFunction('teamAction', { action: 'invite', email, role: 'viewer' }, owner);
    const code = await invitationCode(email);
    const tooShort = 'too-short';
    // Straight to Firebase Auth with the link's code, as any browser could, past the page's own check.
    const direct = await authApi('identitytoolkit.googleapis.com/v1/accounts:resetPassword', {
      oobCode: code,
      newPassword: tooShort,
    });
    expect(direct.ok).toBe(false);
    const answer = await callFunction('setPassword', { code, password: tooShort }, null);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.message).toBe('Use at least 10 characters');
    expect((await signIn(email, tooShort)).idToken).toBeUndefined();
    // Nothing was used up: the link still sets a long enough password.
    expect(
      (await callFunction('setPassword', { code, password: 'long-enough-1' }, null)).error,
    ).toBeUndefined();
  });

  it('keeps the last owner, and changes other roles', async () => {
    const ownerUid = await uidOf('team-owner@example.org');
    const demote = await callFunction(
      'teamAction',
      { action: 'set_role', uid: ownerUid, role: 'viewer' },
      owner,
    );
    expect(demote.error?.message).toBe(teamMessages.lastOwner);
    const remove = await callFunction('teamAction', { action: 'remove', uid: ownerUid }, owner);
    expect(remove.error?.message).toBe(teamMessages.lastOwner);
    expect((await admin.auth.getUser(ownerUid)).customClaims).toEqual({ role: 'owner' });

    const adminUid = await uidOf('team-admin@example.org');
    const promote = await callFunction(
      'teamAction',
      { action: 'set_role', uid: adminUid, role: 'owner' },
      owner,
    );
    expect(promote.error).toBeUndefined();
    expect((await admin.auth.getUser(adminUid)).customClaims).toEqual({ role: 'owner' });
    await callFunction('teamAction', { action: 'set_role', uid: adminUid, role: 'admin' }, owner);
    expect((await admin.db.doc(`${TEAM_COLLECTION}/${adminUid}`).get()).data()?.role).toBe('admin');
  });

  it('removes a member: no role, no sign-in, no new ID token from an old session', async () => {
    const email = 'team-leaving@example.org';
    await memberToken(email, { role: 'viewer' }, 'leaving-password-1');
    const session = await signIn(email, 'leaving-password-1');
    const uid = await uidOf(email);
    const answer = await callFunction('teamAction', { action: 'remove', uid }, owner);
    expect(answer.error).toBeUndefined();

    const user = await admin.auth.getUser(uid);
    expect(user.disabled).toBe(true);
    expect(user.customClaims ?? {}).toEqual({});
    // The document stays, with no role: the rules then refuse the old ID token's claims at once.
    expect((await admin.db.doc(`${TEAM_COLLECTION}/${uid}`).get()).data()?.role).toBeNull();
    expect((await signIn(email, 'leaving-password-1')).error?.message).toMatch(/USER_DISABLED/);
    expect((await refreshSession(session.refreshToken)).ok).toBe(false);
    const late = await callFunction('resendReceipt', { mailId: 'x' }, session.idToken!);
    expect(late.error?.status).toBe('PERMISSION_DENIED');
    const list = await callFunction('teamAction', { action: 'list' }, owner);
    expect((list.result as { members: { email: string }[] }).members.map((m) => m.email)).not.toContain(
      email,
    );
  });

  it("refuses a demoted admin's old token at once, and ends their sessions", async () => {
    const email = 'team-demoted@example.org';
    await memberToken(email, { role: 'admin' }, 'demoted-password-1');
    const session = await signIn(email, 'demoted-password-1');
    const uid = await uidOf(email);
    // Auth records a revocation to the second: the demotion comes in a later second than the sign-in.
    await pause(1100);
    const demote = await callFunction('teamAction', { action: 'set_role', uid, role: 'viewer' }, owner);
    expect(demote.error).toBeUndefined();

    // Their ID token still says admin for up to an hour; the role the function reads is the one just set.
    const late = await callFunction(
      'recordAction',
      { action: 'void', collection: 'donations', id: 'x', requestId: 'r-demoted', reason: 'Test' },
      session.idToken!,
    );
    expect(late.error?.status).toBe('PERMISSION_DENIED');
    // Their sessions are revoked: Auth refuses the session's tokens from now on. (The Auth emulator goes on
    // refreshing a revoked session; the Admin SDK's revocation check reads the record production enforces.)
    await expect(admin.auth.verifyIdToken(session.idToken!, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    // They sign in again as a viewer.
    expect((await signIn(email, 'demoted-password-1')).idToken).toBeDefined();
  });

  it('two owners demoting each other at the same moment leave the team one owner', async () => {
    const second = 'team-owner-2@example.org';
    const secondToken = await memberToken(second, { role: 'owner' });
    const ownerUid = await uidOf('team-owner@example.org');
    const secondUid = await uidOf(second);
    try {
      const answers = await Promise.all([
        callFunction('teamAction', { action: 'set_role', uid: secondUid, role: 'viewer' }, owner),
        callFunction('teamAction', { action: 'set_role', uid: ownerUid, role: 'viewer' }, secondToken),
      ]);
      expect(answers.filter((answer) => answer.error === undefined)).toHaveLength(1);
      const [ownerRole, secondRole] = await Promise.all(
        [ownerUid, secondUid].map(async (uid) => (await admin.auth.getUser(uid)).customClaims?.role),
      );
      expect([ownerRole, secondRole].sort()).toEqual(['owner', 'viewer']);

      // The demoted one's token still says owner; the function reads their team document and refuses it.
      const firstKept = ownerRole === 'owner';
      const late = await callFunction(
        'teamAction',
        { action: 'set_role', uid: firstKept ? ownerUid : secondUid, role: 'viewer' },
        firstKept ? secondToken : owner,
      );
      expect(late.error?.status).toBe('PERMISSION_DENIED');
    } finally {
      await memberToken('team-owner@example.org', { role: 'owner' });
      await memberToken(second, null);
    }
  });
});

describe('the team lease', () => {
  it('runs team changes one at a time, and a lease whose holder died lapses', async () => {
    // Imported here: the functions' Firestore client starts with the emulator settings adminForTests set.
    const { withTeamLock } = await import('../../functions/src/team/team-lock');
    const spans: { start: number; end: number }[] = [];
    const change = () =>
      withTeamLock(async () => {
        const start = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 200));
        spans.push({ start, end: Date.now() });
      });
    await Promise.all([change(), change(), change()]);
    spans.sort((a, b) => a.start - b.start);
    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);

    // A holder that died left its lease behind; once it has lapsed, the next change takes it over.
    await admin.db.doc('team_locks/changes').set({ holder: 'dead', expires_at: Date.now() - 1 });
    await expect(withTeamLock(async () => 'done')).resolves.toBe('done');
    expect((await admin.db.doc('team_locks/changes').get()).exists).toBe(false);
  });
});

describe('npm run admin:create', () => {
  it('refuses an account somebody else made unless told to take it over, with a password of its own', async () => {
    const email = `self-registered-${Date.now()}@example.org`;
    await admin.auth.createUser({ email, password: 'their-own-password' });
    await expect(
      ensureMember(admin.auth, email, 'owner-password-1', defaultSettings, { role: 'owner', db: admin.db }),
    ).rejects.toBeInstanceOf(NotOurAccountError);
    expect((await admin.auth.getUserByEmail(email)).customClaims ?? {}).toEqual({});
    expect((await signIn(email, 'their-own-password')).idToken).toBeDefined();

    await ensureMember(admin.auth, email, 'owner-password-1', defaultSettings, {
      role: 'owner',
      takeOver: true,
      db: admin.db,
    });
    const user = await admin.auth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'owner' });
    expect((await signIn(email, 'their-own-password')).idToken).toBeUndefined();
    expect((await signIn(email, 'owner-password-1')).idToken).toBeDefined();
    expect((await admin.db.doc(`${TEAM_COLLECTION}/${user.uid}`).get()).data()?.role).toBe('owner');
  });
});

describe('an account from before team documents', () => {
  it('keeps the role in its claims, and gets its team document from Auth at its first call', async () => {
    const email = 'team-legacy@example.org';
    const token = await memberToken(email, { admin: true });
    const uid = await uidOf(email);
    await admin.db.doc(`${TEAM_COLLECTION}/${uid}`).delete();
    try {
      const answer = await callFunction('teamAction', { action: 'list' }, token);
      expect(answer.error).toBeUndefined();
      const document = (await admin.db.doc(`${TEAM_COLLECTION}/${uid}`).get()).data();
      expect(document).toMatchObject({ email, role: 'owner' });
    } finally {
      await memberToken(email, null);
    }
  });
});
