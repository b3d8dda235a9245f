import { appConfig } from '@hope/domain/config';
import { classLeaderboard, publicProgress } from '@hope/domain/progress';
import { classesOfCampaign, currentCampaignOf, studentPagesOf } from '@hope/domain/settings';
import type { Handler } from '../http/router';
import { readSettings } from '../settings/read-settings';
import { readProgress } from './read-progress';

const { browserMaxAgeSeconds, cdnMaxAgeSeconds } = appConfig.settingsCache;

/**
 * GET /api/progress: the current campaign's pledged total, goal, families and partners, from its shards added up
 * (read-progress.ts: one round trip per function call; Hosting's CDN and the browser keep the answer, so a page
 * view costs none),
 * and the class leaderboard from the same document when the settings show one. 204 when the school has no
 * campaign running.
 */
export const progressEndpoint: Handler = async (_req, res) => {
  const settings = await readSettings();
  const campaign = currentCampaignOf(settings, new Date());
  res.set('Cache-Control', `public, max-age=${browserMaxAgeSeconds}, s-maxage=${cdnMaxAgeSeconds}`);
  if (!campaign) {
    res.status(204).end();
    return;
  }
  const aggregate = await readProgress(campaign.id);
  const { leaderboard } = studentPagesOf(settings);
  res.json({
    ...publicProgress(aggregate, campaign),
    ...(leaderboard === 'off'
      ? {}
      : {
          classes: classLeaderboard(
            aggregate,
            { classes: classesOfCampaign(settings, campaign) },
            leaderboard,
          ),
        }),
  });
};
