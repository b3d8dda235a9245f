import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../src/settings';
import {
  afterFailure,
  afterServiceLimit,
  claimsFor,
  currentRole,
  isDemotion,
  inviteMessage,
  INVITATION_LINK_VALID_MS,
  minutesToWait,
  noAttempts,
  readAttempts,
  roleFromClaims,
  roleMay,
  setPasswordMessages,
  setPasswordRequestSchema,
  setPasswordSchema,
  teamActionSchema,
  teamChangeRefusal,
  teamMessages,
  waitMessage,
  type SignInAttempts,
} from '../src/team';

describe('roles', () => {
  it('reads the role claim, and an account from before roles (admin: true) as an owner', () => {
    expect(roleFromClaims({ role: 'viewer' })).toBe('viewer');
    expect(roleFromClaims({ role: 'admin', admin: true })).toBe('admin');
    expect(roleFromClaims({ admin: true })).toBe('owner');
    expect(roleFromClaims({ role: 'superuser' })).toBeNull();
    expect(roleFromClaims({ admin: 'yes' })).toBeNull();
    expect(roleFromClaims({})).toBeNull();
    expect(roleFromClaims(claimsFor('viewer'))).toBe('viewer');
  });

  it('lets owners do everything, admins the records, viewers only read', () => {
    expect(['read', 'editRecords', 'manage'].map((a) => roleMay('owner', a as never))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['read', 'editRecords', 'manage'].map((a) => roleMay('admin', a as never))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['read', 'editRecords', 'manage'].map((a) => roleMay('viewer', a as never))).toEqual([
      true,
      false,
      false,
    ]);
    expect(roleMay(null, 'read')).toBe(false);
  });
});

describe('team changes', () => {
  const team = [
    { uid: 'o1', role: 'owner' as const },
    { uid: 'a1', role: 'admin' as const },
    { uid: 'v1', role: 'viewer' as const },
  ];

  it('keeps the last owner: not demoted, not removed, by themself or anyone', () => {
    expect(teamChangeRefusal(team, { uid: 'o1', role: 'admin' })).toBe(teamMessages.lastOwner);
    expect(teamChangeRefusal(team, { uid: 'o1', role: null })).toBe(teamMessages.lastOwner);
    expect(teamChangeRefusal(team, { uid: 'o1', role: 'owner' })).toBeNull();
  });

  it('lets an owner go once another owner exists', () => {
    const twoOwners = [...team, { uid: 'o2', role: 'owner' as const }];
    expect(teamChangeRefusal(twoOwners, { uid: 'o1', role: null })).toBeNull();
    expect(teamChangeRefusal(twoOwners, { uid: 'o1', role: 'viewer' })).toBeNull();
  });

  it('changes and removes other members, and refuses someone not on the team', () => {
    expect(teamChangeRefusal(team, { uid: 'v1', role: 'admin' })).toBeNull();
    expect(teamChangeRefusal(team, { uid: 'a1', role: null })).toBeNull();
    expect(teamChangeRefusal(team, { uid: 'x', role: 'admin' })).toBe(teamMessages.notMember);
  });

  it('parses what the Team screen sends, and refuses a bad email or role', () => {
    expect(teamActionSchema.parse({ action: 'invite', email: ' Pat@Example.org ', role: 'viewer' })).toEqual({
      action: 'invite',
      email: 'pat@example.org',
      role: 'viewer',
    });
    const badEmail = teamActionSchema.safeParse({ action: 'invite', email: 'pat', role: 'viewer' });
    expect(badEmail.success ? null : badEmail.error.issues[0]!.message).toBe('Enter a valid email address');
    expect(teamActionSchema.safeParse({ action: 'set_role', uid: 'a1', role: 'root' }).success).toBe(false);
    expect(teamActionSchema.safeParse({ action: 'remove', uid: '' }).success).toBe(false);
    expect(teamActionSchema.safeParse({ action: 'delete_all' }).success).toBe(false);
  });
});

describe('the invitation', () => {
  it('names who invited, the role and the link, in text and HTML (escaped)', () => {
    const link = 'https://hope.example/admin/set-password?oobCode=abc&x=<1>';
    const message = inviteMessage({ role: 'viewer', invitedBy: 'pat@example.org', link }, defaultSettings);
    expect(message.subject).toContain(defaultSettings.organization.teamShortName);
    expect(message.text).toContain('pat@example.org invited you');
    expect(message.text).toContain('as Viewer');
    expect(message.text).toContain(link);
    expect(message.text).toContain('The link works once and expires in a week.');
    expect(INVITATION_LINK_VALID_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(message.html).toContain(
      'href="https://hope.example/admin/set-password?oobCode=abc&amp;x=&lt;1&gt;"',
    );
  });
});

describe('setting a password', () => {
  it('asks for 10 characters, typed twice alike', () => {
    expect(setPasswordSchema.safeParse({ password: 'long-enough-1', confirm: 'long-enough-1' }).success).toBe(
      true,
    );
    const short = setPasswordSchema.safeParse({ password: 'short', confirm: 'short' });
    expect(short.success ? null : short.error.issues[0]!.message).toBe('Use at least 10 characters');
    const differ = setPasswordSchema.safeParse({ password: 'long-enough-1', confirm: 'long-enough-2' });
    expect(differ.success ? null : differ.error.issues[0]!.path).toEqual(['confirm']);
  });

  it('is asked of the server with the same minimum, and a link code', () => {
    expect(setPasswordRequestSchema.safeParse({ code: 'abc' }).success).toBe(true);
    expect(setPasswordRequestSchema.safeParse({ code: 'abc', password: 'long-enough-1' }).success).toBe(true);
    const short = setPasswordRequestSchema.safeParse({ code: 'abc', password: 'too-short' });
    expect(short.success ? null : short.error.issues[0]!.message).toBe('Use at least 10 characters');
    for (const code of [undefined, '', 42, 'x'.repeat(201)]) {
      const refused = setPasswordRequestSchema.safeParse({ code, password: 'long-enough-1' });
      expect(refused.success ? null : refused.error.issues[0]!.message).toBe(setPasswordMessages.invalidLink);
    }
  });
});

describe('the role a member has now', () => {
  it("is the team document's, whatever the token still says", () => {
    expect(currentRole({ role: 'viewer' }, { role: 'owner' })).toBe('viewer');
    expect(currentRole({ role: 'owner' }, { role: 'viewer' })).toBe('owner');
    expect(currentRole({ role: 'viewer' }, { admin: true })).toBe('viewer');
  });

  it('is none for a removed member, whose document keeps no role', () => {
    expect(currentRole({ role: null }, { role: 'owner' })).toBeNull();
    expect(currentRole({ role: 'superuser' }, { role: 'owner' })).toBeNull();
    expect(currentRole({}, { admin: true })).toBeNull();
  });

  it("is the claims' for an account from before team documents (no document)", () => {
    expect(currentRole(undefined, { role: 'admin' })).toBe('admin');
    expect(currentRole(undefined, { admin: true })).toBe('owner');
    expect(currentRole(undefined, {})).toBeNull();
  });

  it('names a demotion every change that takes an ability away', () => {
    expect(isDemotion('owner', 'admin')).toBe(true);
    expect(isDemotion('owner', 'viewer')).toBe(true);
    expect(isDemotion('admin', 'viewer')).toBe(true);
    expect(isDemotion('viewer', 'admin')).toBe(false);
    expect(isDemotion('admin', 'owner')).toBe(false);
    expect(isDemotion('admin', 'admin')).toBe(false);
  });
});

describe('the sign-in brake', () => {
  const now = Date.UTC(2026, 10, 25, 12);

  it('asks to wait 5 minutes after 5 failures in a row, and lets the form be used again after', () => {
    let attempts: SignInAttempts = noAttempts;
    for (let failure = 1; failure <= 4; failure++) {
      attempts = afterFailure(attempts, now);
      expect(minutesToWait(attempts, now)).toBe(0);
    }
    attempts = afterFailure(attempts, now);
    expect(minutesToWait(attempts, now)).toBe(5);
    expect(minutesToWait(attempts, now + 4 * 60_000 + 1)).toBe(1);
    expect(minutesToWait(attempts, now + 5 * 60_000)).toBe(0);
    expect(waitMessage(5)).toBe('Too many failed sign-in attempts. Please wait 5 minutes and try again.');
    expect(waitMessage(1)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
  });

  it("waits as long for the Auth service's own refusal, and ignores a tampered stored value", () => {
    expect(minutesToWait(afterServiceLimit(now), now)).toBe(5);
    expect(readAttempts({ failures: 'x', waitUntil: 1 })).toEqual(noAttempts);
    expect(readAttempts(null)).toEqual(noAttempts);
    expect(readAttempts({ failures: 2.7, waitUntil: 0 })).toEqual({ failures: 2, waitUntil: 0 });
  });
});
