import { formatCurrency } from '../money';
import { escapeHtml } from '../receipts';
import type { SchoolSettings } from '../settings';
import { studentDisplayName, type StudentPage } from './student-page';

/*
 * The mails a page's parent receives: the page made (its link, and the private link to change it), a gift
 * through it, and the school hiding it. Plain sentences, each part escaped in the HTML.
 */
export interface PageMessage {
  subject: string;
  text: string;
  html: string;
}

type Org = Pick<SchoolSettings, 'organization'>;
type Part = string | { link: string; label: string };

function composed(subject: string, parts: Part[]): PageMessage {
  const text = parts.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`));
  const html = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a><br>${escapeHtml(part.link)}</p>`,
  );
  return { subject, text: `${text.join('\n\n')}\n`, html: html.join('\n') };
}

const signature = (settings: Org) => `Thank you, ${settings.organization.organizationName}`;

export function pageCreatedMessage(
  input: { page: StudentPage; pageUrl: string; manageUrl: string },
  settings: Org,
): PageMessage {
  const child = studentDisplayName(input.page);
  return composed(`${child}'s page is ready to share`, [
    `Hello ${input.page.parent_name},`,
    `${child}'s page for ${settings.organization.schoolName} is ready. Share this link with family and friends:`,
    { link: input.pageUrl, label: `${child}'s page` },
    'To change, pause or delete the page, use this private link. Keep it to yourself: anyone with it can change the page.',
    { link: input.manageUrl, label: 'Manage the page' },
    signature(settings),
  ]);
}

/** `giver` only when the giver allowed the family to see their name and amount. */
export function pageGiftMessage(
  input: { page: StudentPage; pageUrl: string; giver: { name: string; amount: number } | null },
  settings: Org,
): PageMessage {
  const child = studentDisplayName(input.page);
  const who = input.giver
    ? `${input.giver.name} gave ${formatCurrency(input.giver.amount)} through ${child}'s page.`
    : `Someone gave through ${child}'s page. They chose to keep their name and amount private.`;
  return composed(`A gift through ${child}'s page`, [
    `Hello ${input.page.parent_name},`,
    who,
    { link: input.pageUrl, label: `${child}'s page` },
    signature(settings),
  ]);
}

export function pageHiddenMessage(input: { page: StudentPage; reason: string }, settings: Org): PageMessage {
  const child = studentDisplayName(input.page);
  const { schoolName, officeEmail } = settings.organization;
  return composed(`${child}'s page was hidden`, [
    `Hello ${input.page.parent_name},`,
    `${schoolName} hid ${child}'s page, so it no longer shows to visitors. The reason: ${input.reason}`,
    `You can still change the page with your private link. Questions: ${officeEmail}`,
    signature(settings),
  ]);
}
