import { roleFromClaims } from '@hope/domain/team';
import { PROJECT_ID, urls } from './emulators';
import { adminForTests } from './emulators';
import { setTeamDocument } from './team';

const REGION_BASE = urls.functionsBase.replace(/\/api$/, '');

/**
 * A member's ID token from the Auth emulator: created with these claims if needed, with the team document the
 * team function would write (the role the rules and the functions read; none without a role), then signed in.
 */
export async function memberToken(
  email: string,
  claims: Record<string, unknown> | null,
  password = 'member-password-1',
): Promise<string> {
  const admin = adminForTests();
  try {
    const user = await admin.auth
      .getUserByEmail(email)
      .catch(() => admin.auth.createUser({ email, password }));
    await admin.auth.updateUser(user.uid, { password });
    await admin.auth.setCustomUserClaims(user.uid, claims);
    await setTeamDocument(admin.db, user.uid, email, roleFromClaims(claims ?? {}));
  } finally {
    await admin.close();
  }
  const response = await fetch(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign ${email} in on the Auth emulator (${PROJECT_ID})`);
  return body.idToken;
}

export type CallableAnswer = {
  status: number;
  result?: unknown;
  error?: { status: string; message: string };
};

/** Calls a callable function the way the Firebase client SDK does: POST {data}, answer {result} or {error}. */
export async function callFunction(
  name: string,
  data: unknown,
  token: string | null,
): Promise<CallableAnswer> {
  const response = await fetch(`${REGION_BASE}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallableAnswer, 'status'>;
  return { status: response.status, ...body };
}
