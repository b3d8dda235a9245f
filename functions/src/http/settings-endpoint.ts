import { appConfig } from '@hope/domain/config';
import { studentPagesOf } from '@hope/domain/settings';
import type { Handler } from './router';
import { readSettings } from '../settings/read-settings';

const { browserMaxAgeSeconds, cdnMaxAgeSeconds } = appConfig.settingsCache;

/**
 * GET /api/settings: the public page's read of the school's settings (nothing else in them is private). Hosting's
 * CDN may keep it `s-maxage` seconds and a browser `max-age`, so a save in the back office reaches every
 * visitor within about a minute while most page views cost no function call and no Firestore read.
 */
export const settingsEndpoint: Handler = async (_req, res) => {
  // The hourly caps of the public endpoints stay unpublished: a flood need not know where they are.
  const { limits: _limits, ...settings } = await readSettings();
  res.set('Cache-Control', `public, max-age=${browserMaxAgeSeconds}, s-maxage=${cdnMaxAgeSeconds}`);
  // Served whole: a document saved before student pages were a setting shows their sample values.
  res.json({ ...settings, studentPages: studentPagesOf(settings) });
};
