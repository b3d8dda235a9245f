import { pledgedPercentOfGoal } from '../dashboard';
import { escapeHtml } from '../receipts';
import { studentPagesOf, type SchoolSettings } from '../settings';
import { childDisplayName } from './display-name';
import { publicStudentPage, type PageTotals } from './public-page';
import type { StudentPage } from './student-page';
import { formatWholeDollars } from '../money';

/** The size chats and social posts draw a link's large preview at (Open Graph's recommended 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * What a shared page's preview image shows: the school, the child as the page names them ("Maya R.") and the
 * page's progress. A page not shown (paused, hidden, deleted, unknown), or any page while the school has
 * students' pages turned off, gets the school's generic card: no child is named.
 */
export interface PreviewCard {
  school: string;
  headline: string;
  /** "$40 raised of a $250 goal", and the bar's percent (0 to 100); null on the generic card. */
  progress: { figures: string; percent: number } | null;
}

export function pagePreviewCard(
  page: StudentPage | null,
  totals: PageTotals | null,
  settings: Pick<SchoolSettings, 'organization'> & Parameters<typeof studentPagesOf>[0],
): PreviewCard {
  const { schoolName, fundName } = settings.organization;
  const { enabled, defaultGoal } = studentPagesOf(settings);
  if (page?.status !== 'active' || !enabled)
    return { school: schoolName, headline: fundName, progress: null };
  const shown = publicStudentPage(page, totals, defaultGoal);
  const percent = shown.goal > 0 ? Math.min(100, pledgedPercentOfGoal(shown.raised, shown.goal)) : 0;
  return {
    school: schoolName,
    headline: `Support ${childDisplayName(shown.firstName, shown.lastInitial)}`,
    progress: {
      figures: `${formatWholeDollars(shown.raised)} raised of a ${formatWholeDollars(shown.goal)} goal`,
      percent,
    },
  };
}

/** A line cut to `max` characters with an ellipsis: the card has room for so much and draws no more. */
const fit = (text: string, max: number) =>
  escapeHtml(text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The card as an SVG of PREVIEW_WIDTH x PREVIEW_HEIGHT in the app's colours, its text in the font family
 * `Inter` (the renderer is given the font's files: no system font is needed).
 */
export function previewSvg(card: PreviewCard): string {
  const bar = card.progress
    ? `<rect x="96" y="430" width="1008" height="36" rx="18" fill="#e2e8f0"/>` +
      (card.progress.percent > 0
        ? `<rect x="96" y="430" width="${Math.max(36, (1008 * card.progress.percent) / 100)}" height="36" rx="18" fill="#f59e0b"/>`
        : '') +
      `<text x="96" y="390" font-size="44" fill="#1f2937">${fit(card.progress.figures, 44)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="Inter">`,
    `<rect width="100%" height="100%" fill="#1d4ed8"/>`,
    `<rect x="48" y="48" width="1104" height="534" rx="32" fill="#ffffff"/>`,
    `<text x="96" y="150" font-size="40" font-weight="700" fill="#1e3a8a">${fit(card.school, 48)}</text>`,
    `<text x="96" y="270" font-size="72" font-weight="700" fill="#15803d">${fit(card.headline, 28)}</text>`,
    bar,
    `</svg>`,
  ].join('');
}
