import { z } from '../zod';

/** The new member's password: Firebase Auth asks for 6 characters; a team that handles donors' data asks 10. */
export const MIN_PASSWORD_LENGTH = 10;

/** A team member's password, wherever it is set (the invitation's page, the first owner's script). */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, 'Use at most 128 characters');

export const setPasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords are not the same',
    path: ['confirm'],
  });
export type SetPasswordValues = z.infer<typeof setPasswordSchema>;

export const setPasswordMessages = {
  invalidLink:
    'This link has expired or was already used. Ask the team member who invited you to send the invitation again.',
  done: 'Your password is set. Sign in with your email address and the new password.',
  failed: 'The password could not be set. Please try again.',
} as const;

/**
 * How long an invitation's set-password link works (the invitation says a week): long enough for a volunteer
 * who reads the school's mail at the weekend; the link works once, and a new invitation ends the old link.
 */
export const INVITATION_LINK_VALID_DAYS = 7;
export const INVITATION_LINK_VALID_MS = INVITATION_LINK_VALID_DAYS * 24 * 60 * 60 * 1000;

/**
 * What the Set your password page asks the server: whose account the link's one-time code opens (no
 * password), or to set the password, which the server refuses below the same minimum as the page.
 */
export const setPasswordRequestSchema = z.object({
  code: z
    .string({ error: setPasswordMessages.invalidLink })
    .min(1, setPasswordMessages.invalidLink)
    .max(200, setPasswordMessages.invalidLink),
  password: newPasswordSchema.optional(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
