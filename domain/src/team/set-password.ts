import { z } from '../zod';

/** The new member's password: Firebase Auth asks for 6 characters; a team that handles donors' data asks 10. */
export const MIN_PASSWORD_LENGTH = 10;

export const setPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(128, 'Use at most 128 characters'),
    confirm: z.string(),
  })
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
