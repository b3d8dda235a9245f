import { z } from '../zod';

/** A team member's role, carried as the `role` custom claim (set only by the functions and the owner script). */
export const ROLES = ['owner', 'admin', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES, { error: 'Choose a role' });

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', admin: 'Admin', viewer: 'Viewer' };

export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, and manages the team and the settings',
  admin: 'Adds, edits and exports records, and acts on payments',
  viewer: 'Sees the dashboard, lists, details and classes; changes nothing',
};

/**
 * What a role may do. `read`: dashboard, lists, details, classes, history. `editRecords`: add, edit, student
 * info, export of personal data, money actions, receipts. `manage`: the team and the school settings.
 */
export type Ability = 'read' | 'editRecords' | 'manage';

const ABILITIES: Record<Role, readonly Ability[]> = {
  owner: ['read', 'editRecords', 'manage'],
  admin: ['read', 'editRecords'],
  viewer: ['read'],
};

export function roleMay(role: Role | null, ability: Ability): boolean {
  return role !== null && ABILITIES[role].includes(ability);
}

/**
 * The role a token's claims grant. Accounts made before roles existed carry only `admin: true`: they were
 * allowed everything, so they are owners until an owner gives them another role (which writes `role`).
 */
export function roleFromClaims(claims: Readonly<Record<string, unknown>>): Role | null {
  const role = claims.role;
  if (typeof role === 'string') return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
  return claims.admin === true ? 'owner' : null;
}

/**
 * The role a member has now. Every change of role rewrites the member's team document (a removal leaves it
 * with no role), while the claims of an ID token live up to an hour after a change: the document decides. An
 * account without one has had no change of role since before team documents existed (every change writes it),
 * so its claims still hold its role. The security rules apply the same rule.
 */
export function currentRole(
  teamDocument: Readonly<Record<string, unknown>> | undefined,
  claims: Readonly<Record<string, unknown>>,
): Role | null {
  if (!teamDocument) return roleFromClaims(claims);
  const role = teamDocument.role;
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** A change of role that takes something away: the member's sessions end, and they sign in again. */
export function isDemotion(from: Role, to: Role): boolean {
  return ABILITIES[from].some((ability) => !ABILITIES[to].includes(ability));
}

/** The custom claims that grant a role (replacing any earlier ones, the legacy `admin` included). */
export const claimsFor = (role: Role): { role: Role } => ({ role });

/** What a member whose role cannot change something reads where they would expect to change it. */
export const viewOnlyMessage = (role: Role) =>
  `You are signed in as ${ROLE_LABELS[role].toLowerCase()}: you can look, and an admin or owner makes changes.`;

/** A screen the member's role does not open. */
export const notAllowedMessage = (role: Role) =>
  `This page is not open to the ${ROLE_LABELS[role].toLowerCase()} role. Ask an owner of the team if you need it.`;
