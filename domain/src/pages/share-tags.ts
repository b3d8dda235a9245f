import { escapeHtml } from '../receipts';
import { studentPagesOf, type SchoolSettings } from '../settings';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-card';
import type { StudentPage } from './student-page';

/*
 * What a shared link to a page shows in a chat or a social post (Open Graph and Twitter card tags), put into the
 * app's own index.html: the school's name and the child's first name only, never the initial, the class or the
 * family. A page that is not active (or not found), or any page while the school has students' pages turned off,
 * gets the school's generic tags, so a preview tells nothing.
 */
export interface ShareTags {
  title: string;
  description: string;
  url: string;
  /** The page's preview image (pagePreviewCard drawn at PREVIEW_WIDTH x PREVIEW_HEIGHT), and its text. */
  image: { url: string; alt: string };
}

/** Where a page's preview image is served: beside the page, by the function that serves its tags. */
export const previewImageUrl = (pageUrl: string) => `${pageUrl}/preview.png`;

export function pageShareTags(
  page: Pick<StudentPage, 'first_name' | 'status'> | null,
  settings: Pick<SchoolSettings, 'organization'> & Parameters<typeof studentPagesOf>[0],
  url: string,
): ShareTags {
  const { schoolName, fundName } = settings.organization;
  const image = (alt: string) => ({ url: previewImageUrl(url), alt });
  if (page?.status !== 'active' || !studentPagesOf(settings).enabled)
    return {
      title: `Give to ${schoolName}`,
      description: `Support ${fundName} at ${schoolName}.`,
      url,
      image: image(`${schoolName}: ${fundName}`),
    };
  return {
    title: `${page.first_name}'s page · ${schoolName}`,
    description: `Give to ${schoolName} with ${page.first_name}: every gift helps the whole class.`,
    url,
    image: image(`${page.first_name}'s page at ${schoolName}, with the progress to its goal`),
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The index.html with the tags: its <title> and description replaced, the Open Graph and Twitter tags added at
 * the end of its head. Every value is escaped; the rest of the document is left as built.
 */
export function withShareTags(indexHtml: string, tags: ShareTags): string {
  const head = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', tags.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image.url),
    meta('name', 'twitter:image:alt', tags.image.alt),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(tags.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => meta('name', 'description', tags.description))
    .replace('</head>', () => `  ${head}\n  </head>`);
}
