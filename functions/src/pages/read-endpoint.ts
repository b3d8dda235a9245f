import { publicStudentPage, type PublicPageAnswer } from '@hope/domain/pages';
import { appConfig } from '@hope/domain/config';
import { studentPagesOf } from '@hope/domain/settings';
import type { Handler } from '../http/router';
import { readSettings } from '../settings/read-settings';
import { pageTotals, readPage } from './page-store';

const { browserMaxAgeSeconds, cdnMaxAgeSeconds } = appConfig.settingsCache;

/**
 * GET /api/pages/<code>: an active page as anyone may see it, with its totals (the page, then its campaign's
 * progress: its head and shards). A paused, hidden, deleted or unknown page, or any page while the school has pages
 * turned off, gets the same answer, so the answer tells nothing about which. Kept by the CDN as the progress is.
 */
export const readPageEndpoint: Handler = async (_req, res, { params }) => {
  const settings = await readSettings();
  const { enabled, defaultGoal } = studentPagesOf(settings);
  const page = enabled ? await readPage(params.code ?? '') : null;
  let answer: PublicPageAnswer = { state: 'unavailable' };
  if (page?.status === 'active')
    answer = { state: 'active', page: publicStudentPage(page, await pageTotals(page), defaultGoal) };
  res.set('Cache-Control', `public, max-age=${browserMaxAgeSeconds}, s-maxage=${cdnMaxAgeSeconds}`);
  res.json(answer);
};
