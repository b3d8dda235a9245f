import { formatCurrency } from '../money';
import { escapeHtml } from '../receipts';
import type { SchoolSettings } from '../settings';
import type { StudentPage } from './student-page';

/*
 * The mails a page's parent receives: the page made (its link, and the private link to change it), a gift
 * through it, and the school hiding it. Plain sentences, each part escaped in the HTML. Like every mail of the
 * app, they never name a student (the children are minors): "your student's page" and its link say which.
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
  return composed("Your student's page is ready to share", [
    `Hello ${input.page.parent_name},`,
    `Your student's page for ${settings.organization.schoolName} is ready. Share this link with family and friends:`,
    { link: input.pageUrl, label: "Your student's page" },
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
  const who = input.giver
    ? `${input.giver.name} gave ${formatCurrency(input.giver.amount)} through your student's page.`
    : "Someone gave through your student's page. They chose to keep their name and amount private.";
  return composed("A gift through your student's page", [
    `Hello ${input.page.parent_name},`,
    who,
    { link: input.pageUrl, label: "Your student's page" },
    signature(settings),
  ]);
}

export function pageHiddenMessage(
  input: { page: StudentPage; pageUrl: string; reason: string },
  settings: Org,
): PageMessage {
  const { schoolName, officeEmail } = settings.organization;
  return composed("Your student's page was hidden", [
    `Hello ${input.page.parent_name},`,
    `${schoolName} hid your student's page, so it no longer shows to visitors. The reason: ${input.reason}`,
    { link: input.pageUrl, label: "Your student's page" },
    `You can still change the page with your private link. Questions: ${officeEmail}`,
    signature(settings),
  ]);
}
