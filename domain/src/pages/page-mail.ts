import { formatCurrency } from '../money';
import { escapeHtml } from '../receipts';
import type { SchoolSettings } from '../settings';
import { pageMailWords } from './page-mail-words';
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
/** A paragraph, or a link with its label. */
export type MailPart = string | { link: string; label: string };
type Part = MailPart;

/** A mail of paragraphs and links, as text and as HTML with each part escaped. */
export function composed(subject: string, parts: Part[]): PageMessage {
  const text = parts.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`));
  const html = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a><br>${escapeHtml(part.link)}</p>`,
  );
  return { subject, text: `${text.join('\n\n')}\n`, html: html.join('\n') };
}

/** The words of the page's parent: their language, English for a page made before languages. */
const wordsFor = (page: StudentPage) => pageMailWords[page.language ?? 'en'];

function greeted(page: StudentPage, settings: Org, parts: Part[]): Part[] {
  const words = wordsFor(page);
  return [words.hello(page.parent_name), ...parts, words.signature(settings.organization.organizationName)];
}

/** The page made: ready to share, or waiting for the school's approval (the page's status says which). */
export function pageCreatedMessage(
  input: { page: StudentPage; pageUrl: string; manageUrl: string },
  settings: Org,
): PageMessage {
  const words = wordsFor(input.page);
  const school = settings.organization.schoolName;
  const awaiting = input.page.status === 'awaiting';
  return composed(
    awaiting ? words.awaitingSubject : words.createdSubject,
    greeted(input.page, settings, [
      awaiting ? words.awaiting(school) : words.created(school),
      { link: input.pageUrl, label: words.yourPage },
      words.manageAdvice,
      { link: input.manageUrl, label: words.manageLabel },
    ]),
  );
}

/** The office approved a page that was waiting: it shows to visitors now. */
export function pageApprovedMessage(
  input: { page: StudentPage; pageUrl: string },
  settings: Org,
): PageMessage {
  const words = wordsFor(input.page);
  return composed(
    words.createdSubject,
    greeted(input.page, settings, [
      words.approved(settings.organization.schoolName),
      { link: input.pageUrl, label: words.yourPage },
    ]),
  );
}

/** `giver` only when the giver allowed the family to see their name and amount. */
export function pageGiftMessage(
  input: { page: StudentPage; pageUrl: string; giver: { name: string; amount: number } | null },
  settings: Org,
): PageMessage {
  const words = wordsFor(input.page);
  const who = input.giver
    ? words.namedGift(input.giver.name, formatCurrency(input.giver.amount))
    : words.privateGift;
  return composed(
    words.giftSubject,
    greeted(input.page, settings, [who, { link: input.pageUrl, label: words.yourPage }]),
  );
}

export function pageHiddenMessage(
  input: { page: StudentPage; pageUrl: string; reason: string },
  settings: Org,
): PageMessage {
  const words = wordsFor(input.page);
  const { schoolName, officeEmail } = settings.organization;
  return composed(
    words.hiddenSubject,
    greeted(input.page, settings, [
      words.hidden(schoolName, input.reason),
      { link: input.pageUrl, label: words.yourPage },
      words.stillYours(officeEmail),
    ]),
  );
}
