import type { SchoolSettings } from '../settings';
import { escapeHtml } from '../receipts';
import { ROLE_LABELS, ROLE_SUMMARIES, type Role } from './roles';

export interface InviteMessage {
  subject: string;
  text: string;
  html: string;
}

/** The invitation a new member receives: who invited them, their role, and the link to set a password. */
export function inviteMessage(
  input: { role: Role; invitedBy: string; link: string },
  settings: Pick<SchoolSettings, 'organization'>,
): InviteMessage {
  const { teamShortName, organizationName } = settings.organization;
  const subject = `You are invited to the ${teamShortName} back office`;
  const lines = [
    `${input.invitedBy} invited you to the ${teamShortName} back office of ${organizationName} as ${ROLE_LABELS[input.role]} (${ROLE_SUMMARIES[input.role].toLowerCase()}).`,
    'Set your password with this link, then sign in with your email address:',
    input.link,
    'The link works once and expires in a week. If it has, ask for the invitation to be sent again.',
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[1]!)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Set your password</a></p>`,
    `<p>${escapeHtml(lines[3]!)}</p>`,
  ].join('\n');
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}
