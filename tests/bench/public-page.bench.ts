// Public page benchmark, on the production build the bench runner serves at :5173: the gzipped JavaScript of
// the first load of / (and, apart, the chart that loads with Where Your Money Goes), then Lighthouse 12 on
// Debian's Chromium with its default mobile profile (simulated slow 4G, 4x CPU slowdown), median of 3 runs.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/src/lib/paths';
import { CHROMIUM_FLAGS, chromiumPath, launchBrowser } from '../support/chromium';
import { urls } from '../support/emulators';
import type { BenchOutcome } from './bench-types';
import { median } from './stats';

const FIRST_LOAD_TARGET_KB = 100;
const LIGHTHOUSE_RUNS = 3;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof TARGETS;

const distFile = (url: string) => join(repoRoot, 'web', 'dist', new URL(url).pathname.replace(/^\//, ''));
const gzippedKb = (urls: string[]) =>
  urls.reduce((sum, url) => sum + gzipSync(readFileSync(distFile(url))).length, 0) / 1024;

/** Whether a built chunk bundles the chart library, read from its source map. */
function isChartChunk(url: string): boolean {
  const { sources } = JSON.parse(readFileSync(`${distFile(url)}.map`, 'utf8')) as { sources: string[] };
  return sources.some((source) => source.includes('node_modules/@nivo/'));
}

/** The scripts Chromium fetches for / at first, then the ones opening Where Your Money Goes adds. */
async function scriptsOfPublicPage(): Promise<{ firstLoad: string[]; budget: string[] }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${urls.web}/`, { waitUntil: 'networkidle' });
    const firstLoad = [...scripts];
    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('dialog').locator('svg').first().waitFor();
    await page.waitForLoadState('networkidle');
    return { firstLoad, budget: scripts.slice(firstLoad.length) };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  scores: Record<Category, number>;
  /** Weighted audits that did not pass, per category: what a score under 100 is made of. */
  misses: string[];
}

async function lighthouseRun(): Promise<LighthouseRun> {
  const chrome = await launchChrome({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(`${urls.web}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
    const categoryIds = Object.keys(TARGETS) as Category[];
    const scores = Object.fromEntries(
      categoryIds.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const misses = categoryIds.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
    );
    return { scores, misses };
  } finally {
    chrome.kill();
  }
}

export async function bench(): Promise<BenchOutcome> {
  const lines: string[] = [];
  let ok = true;

  const { firstLoad, budget } = await scriptsOfPublicPage();
  const firstKb = gzippedKb(firstLoad);
  const chart = budget.filter(isChartChunk);
  const firstLoadHasChart = firstLoad.some(isChartChunk);
  ok &&= firstKb <= FIRST_LOAD_TARGET_KB && !firstLoadHasChart && chart.length > 0;
  lines.push(
    `first load of / : ${firstKb.toFixed(1)} KB of JS gzipped in ${firstLoad.length} files (target <= ${FIRST_LOAD_TARGET_KB} KB${firstLoadHasChart ? '; CHART CODE INCLUDED' : ''})`,
    `Where Your Money Goes adds: ${gzippedKb(budget).toFixed(1)} KB gzipped in ${budget.length} files, of which the chart chunk ${gzippedKb(chart).toFixed(1)} KB`,
    '  (sizes: the files Chromium requested, gzipped at zlib level 6 from web/dist)',
  );

  const runs: LighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun());
  for (const category of Object.keys(TARGETS) as Category[]) {
    const scores = runs.map((run) => run.scores[category]);
    const value = median(scores);
    const met = value >= TARGETS[category];
    ok &&= met;
    lines.push(
      `Lighthouse ${category}: ${value} (median of ${LIGHTHOUSE_RUNS}: ${scores.join(', ')}; target >= ${TARGETS[category]})${met ? '' : ' MISSED'}`,
    );
  }
  lines.push('  (Lighthouse 12, mobile profile, simulated throttling, Chromium headless, production build)');
  const misses = [...new Set(runs.flatMap((run) => run.misses))];
  if (misses.length > 0) lines.push(`  audits not passed in some run: ${misses.join('; ')}`);
  return { lines, ok };
}
