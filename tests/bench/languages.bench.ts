// The public page in each language, on this checkout's production build (served by the bench runner at :5173)
// beside the English-only build of ENGLISH_ONLY_COMMIT (built in a temporary worktree), in the same run: the
// gzipped JavaScript of the first load of / in English and of /?lang=es in Spanish (which adds the Spanish
// catalogues), and Lighthouse 12's default mobile profile on each (simulated slow 4G, 4x CPU slowdown).
import { defaultSettings, defaultTimeZone, schoolYearCampaign } from '@hope/domain/settings';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/src/lib/paths';
import { launchBrowser } from '../support/chromium';
import { adminForTests, urls } from '../support/emulators';
import { startBaselineWeb } from './baseline-web';
import type { BenchOutcome } from './bench-types';
import { gzippedKb, lighthouseRun, TARGETS, type LighthouseRun, type Site } from './public-page.bench';
import { removeServedSettings, saveServedSettings } from './served-settings';
import { median } from './stats';
import { firstLoadScripts } from './student-page.bench';

/** Main before the public page had languages. */
const ENGLISH_ONLY_COMMIT = '02a63f0';
const FIRST_LOAD_TARGET_KB = 100;
const LIGHTHOUSE_RUNS = 3;
type Category = keyof typeof TARGETS;

interface Variant {
  label: string;
  site: Site;
  path: string;
  /** A text the page shows once it is drawn in its language. */
  ready: string;
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const browser = await launchBrowser();
  const baseline = await startBaselineWeb(ENGLISH_ONLY_COMMIT);
  const site = (label: string, url: string, dist: string): Site => ({
    label,
    url,
    dist,
    schoolName: defaultSettings.organization.schoolName,
    progressBar: true,
  });
  const current = site('this build', urls.web, join(repoRoot, 'web', 'dist'));
  const variants: Variant[] = [
    { label: 'English, /', site: current, path: '/', ready: 'How would you like to give?' },
    { label: 'Spanish, /?lang=es', site: current, path: '/?lang=es', ready: '¿Cómo le gustaría donar?' },
    {
      label: `English-only build (${ENGLISH_ONLY_COMMIT}), /`,
      site: site('English only', baseline.url, baseline.dist),
      path: '/',
      ready: 'How would you like to give?',
    },
  ];
  try {
    await saveServedSettings(admin.db, {
      ...defaultSettings,
      campaigns: [{ ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 50_000 }],
    });
    const sizes = [];
    for (const variant of variants) {
      const scripts = await firstLoadScripts(browser, variant.path, variant.ready, variant.site.url);
      sizes.push({ kb: gzippedKb(variant.site, scripts), files: scripts.length });
    }
    const runs: LighthouseRun[][] = variants.map(() => []);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
      for (const [index, variant] of variants.entries())
        runs[index]!.push(await lighthouseRun(variant.site, variant.path));

    const floorKb = sizes[2]!.kb;
    const lines = [
      `
Languages benchmark: the public page in English and in Spanish, beside the English-only build of ${ENGLISH_ONLY_COMMIT}; same run`,
    ];
    let ok = true;
    for (const [index, variant] of variants.entries()) {
      const { kb, files } = sizes[index]!;
      const scores = Object.fromEntries(
        (Object.keys(TARGETS) as Category[]).map((id) => [id, median(runs[index]!.map((r) => r.scores[id]))]),
      ) as Record<Category, number>;
      const measured = index < 2;
      const met = kb <= FIRST_LOAD_TARGET_KB && scores.performance >= TARGETS.performance;
      if (measured) ok &&= kb <= FIRST_LOAD_TARGET_KB;
      lines.push(
        `  ${variant.label}: first load ${kb.toFixed(1)} KB JS gzipped in ${files} files${measured ? ` (ratio to the English-only build ${(kb / floorKb).toFixed(2)})` : ''}; Lighthouse mobile ${(Object.keys(TARGETS) as Category[]).map((id) => `${id} ${scores[id]} (runs ${runs[index]!.map((r) => r.scores[id]).join(', ')})`).join(', ')}${measured && !met ? ' (target <= 100 KB and performance >= 98 MISSED)' : ''}`,
      );
    }
    lines.push(
      `  (Lighthouse 12, mobile profile, simulated throttling, Chromium headless, median of ${LIGHTHOUSE_RUNS} runs each, in turns; sizes gzipped at zlib level 6 from each build's dist)`,
    );
    return { lines, ok };
  } finally {
    await removeServedSettings(admin.db).catch(() => {});
    await browser.close();
    await baseline.close();
    await admin.close().catch(() => {});
  }
}
