/*
 * The page icon is the school's one or two characters (a letter or an emoji) drawn on the app's badge as an
 * inline SVG: a data: image needs no file and no host, and the Content-Security-Policy's img-src allows data:.
 * No zod here: the public page draws the icon on its first load.
 */

/** Characters as a reader counts them: an emoji made of several code points is one. */
export function visibleCharacters(text: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
}

const BADGE_COLOUR = '#f59e0b';
const LETTER_COLOUR = '#1e3a8a';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page icon as a favicon address: the school's character(s) on the app's rounded amber badge. */
export function pageIconHref(icon: string): string {
  const fontSize = visibleCharacters(icon) > 1 ? 28 : 38;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${BADGE_COLOUR}"/>` +
    `<text x="32" y="45" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="800" ` +
    `text-anchor="middle" fill="${LETTER_COLOUR}">${escapeXml(icon)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
