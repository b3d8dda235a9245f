import { pageShareTags, withShareTags } from '@hope/domain/pages';
import { onRequest } from 'firebase-functions/https';
import { siteOrigin } from '../platform/config';
import { readSettings } from '../settings/read-settings';
import { pageUrl } from './page-links';
import { readPage } from './page-store';

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
 * GET /s/<code> (a Hosting rewrite, before the app's fallback): the app, with the Open Graph and Twitter card
 * tags of the page, so a shared link shows the school's name and the child's first name; the web app's router
 * then shows the page. A page not shown (paused, hidden, deleted, unknown) gets the school's generic tags.
 */
export const studentPageHtml = onRequest({ maxInstances: 10 }, async (req, res) => {
  const code = /^\/s\/([^/]+)\/?$/.exec(req.path)?.[1] ?? '';
  try {
    const [settings, page, index] = await Promise.all([readSettings(), readPage(code), appIndexHtml()]);
    const tags = pageShareTags(page, settings, pageUrl(encodeURIComponent(code)));
    // The same lifetime as Hosting's header for /s/* (firebase.json): a page paused or hidden stops showing
    // its name in new previews within five minutes.
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
    res.set('Content-Type', 'text/html; charset=utf-8');
    res.status(200).send(withShareTags(index, tags));
  } catch (error) {
    console.error(`GET ${req.path} failed`, error);
    res.status(503).set('Retry-After', '5').send('Please try again in a moment.');
  }
});
