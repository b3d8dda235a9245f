import {
  publicStudentPage,
  type PublicPageAnswer,
  type PublicPageDrive,
  type StudentPage,
} from '@hope/domain/pages';
import { appConfig } from '@hope/domain/config';
import { studentPagesOf } from '@hope/domain/settings';
import type { Handler } from '../http/router';
import { readSettings } from '../settings/read-settings';
import { pageTotals, readPage } from './page-store';

const { browserMaxAgeSeconds, cdnMaxAgeSeconds } = appConfig.settingsCache;

/** The pledge drive open on a page, with the page's pledges and count (the drives feature gives it). */
export type PageDriveOf = (page: StudentPage) => Promise<PublicPageDrive | null>;

/**
 * GET /api/pages/<code>: an active page as anyone may see it, with its totals (the page, then its campaign's
 * progress: its head and shards) and its open drive. A paused, hidden, deleted or unknown page, or any page while
 * the school has pages turned off, gets the same answer, so the answer tells nothing about which. Kept by the CDN
 * as the progress is.
 */
export const readPageEndpoint =
  (driveOf: PageDriveOf): Handler =>
  async (_req, res, { params }) => {
    const settings = await readSettings();
    const { enabled, defaultGoal } = studentPagesOf(settings);
    const page = enabled ? await readPage(params.code ?? '') : null;
    let answer: PublicPageAnswer = { state: 'unavailable' };
    if (page?.status === 'active') {
      const [totals, drive] = await Promise.all([pageTotals(page), driveOf(page)]);
      answer = { state: 'active', page: { ...publicStudentPage(page, totals, defaultGoal), drive } };
    }
    res.set('Cache-Control', `public, max-age=${browserMaxAgeSeconds}, s-maxage=${cdnMaxAgeSeconds}`);
    res.json(answer);
  };
