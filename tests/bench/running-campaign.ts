import type { PublicProgress } from '@hope/domain/progress';
import {
  defaultSettings,
  defaultTimeZone,
  schoolYearCampaign,
  SETTINGS_PATH,
  type SchoolSettings,
} from '@hope/domain/settings';
import { urls, type adminForTests } from '../support/emulators';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The public figures GET /api/progress shows (the class leaderboard beside them left out); null with no campaign. */
export async function shownProgress(): Promise<PublicProgress | null> {
  const response = await fetch(`${urls.functionsBase}/api/progress`);
  if (response.status !== 200) return null;
  const { campaign, goal, raised, families, partners } = (await response.json()) as PublicProgress;
  return { campaign, goal, raised, families, partners };
}

/**
 * Writes the school's settings with this school year's campaign running, into a project just emptied, and
 * resolves once GET /api/progress answers for it: a checkout attributes its gift to the campaign running when
 * it starts, and the campaigns trigger starts the campaign's count, so a benchmark's gifts begin only then.
 * `limits`: the hourly thresholds of all clients the school saved (the sample's otherwise).
 */
export async function startCampaign(
  admin: ReturnType<typeof adminForTests>,
  {
    goal = 500_000,
    limits = defaultSettings.limits,
  }: { goal?: number; limits?: SchoolSettings['limits'] } = {},
) {
  const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal };
  await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, limits, campaigns: [campaign] });
  const deadline = Date.now() + 60_000;
  while (!(await shownProgress()) && Date.now() < deadline) await pause(200);
  return campaign;
}
