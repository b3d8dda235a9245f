import { z } from '../zod';
import { roleSchema, type Role } from './roles';

const uid = z.string().min(1).max(128);

/** The Team screen's invitation form. */
export const inviteFormSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Enter a valid email address')),
  role: roleSchema,
});
export type InviteForm = z.infer<typeof inviteFormSchema>;

/** What an owner asks of the team function; the screens and the function parse with this one schema. */
export const teamActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  inviteFormSchema.extend({ action: z.literal('invite') }),
  z.object({ action: z.literal('set_role'), uid, role: roleSchema }),
  z.object({ action: z.literal('remove'), uid }),
]);
export type TeamAction = z.infer<typeof teamActionSchema>;

/** A member as the Team screen lists them. */
export interface TeamMember {
  uid: string;
  email: string;
  role: Role;
  /** ISO instant of the last sign-in; null for an invitation not yet taken up. */
  lastSignInAt: string | null;
  createdAt: string | null;
}

export const teamMessages = {
  notMember: 'This person is not on the team.',
  lastOwner: 'The team needs an owner: make another member an owner first.',
  alreadyMember: 'This email is already on the team.',
} as const;

/**
 * Why a role change or a removal (role null) is refused, or null. The team always keeps an owner, so the last
 * owner can neither be demoted nor removed, by anyone, themself included.
 */
export function teamChangeRefusal(
  members: readonly Pick<TeamMember, 'uid' | 'role'>[],
  change: { uid: string; role: Role | null },
): string | null {
  const target = members.find((member) => member.uid === change.uid);
  if (!target) return teamMessages.notMember;
  const owners = members.filter((member) => member.role === 'owner').length;
  if (target.role === 'owner' && change.role !== 'owner' && owners <= 1) return teamMessages.lastOwner;
  return null;
}

/**
 * Invitations are mail in the same format as receipts, in a collection of their own: their set-your-password
 * link must not be readable by the team members who may read receipts.
 */
export const TEAM_MAIL_COLLECTION = 'team_mail';

/** Each member's role now, written by the team function alone; a member reads their own. */
export const TEAM_COLLECTION = 'team';

/**
 * The team document of a member: their role now, read by the security rules and the functions, and followed by
 * an open session. A removed member's keeps role null: without a document, a token's claims would count.
 */
export interface TeamDocument {
  email: string;
  role: Role | null;
  updated_at: string;
  updated_by: string;
}

/** Pending invitations' set-password codes, by a hash of the code: read and written by the functions alone. */
export const TEAM_INVITES_COLLECTION = 'team_invites';
