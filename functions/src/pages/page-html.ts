import { pagePreviewCard, pageShareTags, withShareTags } from '@hope/domain/pages';
import { onRequest } from 'firebase-functions/https';
import { siteOrigin } from '../platform/config';
import { readSettings } from '../settings/read-settings';
import { pageUrl } from './page-links';
import { pageTotals, readPage } from './page-store';
import { previewPng } from './preview-image';

/** How long an instance keeps the app's index.html: a deploy's new one is served within this time. */
const INDEX_KEPT_MS = 5 * 60_000;
let kept: { html: string; at: number } | null = null;

/**
 * The app's own index.html, as Hosting serves it at /index.html (a static file, so no rewrite brings the
 * request back here): the built document with its hashed asset names, never a copy that a deploy could leave
 * behind. On the emulators the same request reaches the local web server (the dev or the preview build).
 */
async function appIndexHtml(): Promise<string> {
  if (kept && Date.now() - kept.at < INDEX_KEPT_MS) return kept.html;
  const response = await fetch(`${new URL(siteOrigin.value()).origin}/index.html`);
  if (!response.ok) throw new Error(`index.html answered ${response.status}`);
  kept = { html: await response.text(), at: Date.now() };
  return kept.html;
}

/**
 * The same lifetime as Hosting's headers for a page's HTML and its preview image (firebase.json): a page paused
 * or hidden stops showing its name in new previews within five minutes.
 */
const PREVIEW_CACHE = 'public, max-age=60, s-maxage=300';

/**
 * GET /s/<code> (a Hosting rewrite, before the app's fallback): the app, with the Open Graph and Twitter card
 * tags of the page, so a shared link shows the school's name and the child's first name; the web app's router
 * then shows the page. A page not shown (paused, hidden, deleted, unknown) gets the school's generic tags.
 * GET /s/<code>/preview.png: the tags' image, the page's card (the school, the child as the page names them,
 * the progress), or the school's generic card in the same cases.
 */
export const studentPageHtml = onRequest({ maxInstances: 10 }, async (req, res) => {
  const image = /^\/s\/([^/]+)\/preview\.png$/.exec(req.path);
  const code = image?.[1] ?? /^\/s\/([^/]+)\/?$/.exec(req.path)?.[1] ?? '';
  try {
    if (image) {
      const [settings, page] = await Promise.all([readSettings(), readPage(code)]);
      const totals = page?.status === 'active' ? await pageTotals(page) : null;
      const png = await previewPng(pagePreviewCard(page, totals, settings));
      res.set('Cache-Control', PREVIEW_CACHE);
      res.set('Content-Type', 'image/png');
      res.status(200).send(png);
      return;
    }
    const [settings, page, index] = await Promise.all([readSettings(), readPage(code), appIndexHtml()]);
    const tags = pageShareTags(page, settings, pageUrl(encodeURIComponent(code)));
    res.set('Cache-Control', PREVIEW_CACHE);
    res.set('Content-Type', 'text/html; charset=utf-8');
    res.status(200).send(withShareTags(index, tags));
  } catch (error) {
    console.error(`GET ${req.path} failed`, error);
    res.status(503).set('Retry-After', '5').send('Please try again in a moment.');
  }
});
