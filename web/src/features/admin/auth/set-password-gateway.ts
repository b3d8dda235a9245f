import type { SetPasswordRequest } from '@hope/domain/team';
import { FirebaseError } from 'firebase/app';
import { callable } from '../data/callable';

// The setPassword function: the invitation's one-time code names the account, then sets its password once.
const call = callable<SetPasswordRequest, { email: string }>('/api/password');

/** The account an invitation's code opens, or null when the link has expired or was already used. */
export async function invitedEmail(code: string): Promise<string | null> {
  if (!code) return null;
  try {
    return (await call({ code })).email;
  } catch (error) {
    if (isUnusableLink(error)) return null;
    throw error;
  }
}

export const setInvitedPassword = (code: string, password: string) => call({ code, password });

/** The function's answer to a code it cannot use (unknown, used, expired, or the member removed since). */
export const isUnusableLink = (error: unknown) =>
  error instanceof FirebaseError && error.code === 'functions/not-found';

/** The function's refusal of the password itself, in the page's own words (the same schema). */
export const passwordRefusal = (error: unknown): string | null =>
  error instanceof FirebaseError && error.code === 'functions/invalid-argument' ? error.message : null;
