// Student page benchmark, on this checkout's production build (served by the bench runner at :5173): the gzipped
// JavaScript of the first load of a student's page /s/<code> and of the public page / (the pages' screens and
// the QR code library must stay out of the latter), and Lighthouse 12's default mobile profile on the student
// page (simulated slow 4G, 4x CPU slowdown), as the public page benchmark measures /.
import { defaultSettings, defaultTimeZone, schoolYearCampaign } from '@hope/domain/settings';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot } from '../../scripts/src/lib/paths';
import { PHONE } from '../support/browser';
import { launchBrowser } from '../support/chromium';
import { adminForTests, urls } from '../support/emulators';
import type { BenchOutcome } from './bench-types';
import {
  gzippedKb,
  lighthouseRun,
  packagesIn,
  TARGETS,
  type LighthouseRun,
  type Site,
} from './public-page.bench';
import { removeServedSettings, saveServedSettings } from './served-settings';
import { median } from './stats';

const FIRST_LOAD_TARGET_KB = 100;
const LIGHTHOUSE_RUNS = 3;

/** The scripts Chromium fetches for `path` (of `origin`) until the network is idle and `ready` shows. */
export async function firstLoadScripts(
  browser: Browser,
  path: string,
  ready: string,
  origin = urls.web,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.getByText(ready).first().waitFor();
    return scripts;
  } finally {
    await context.close();
  }
}

export async function makePage(): Promise<string> {
  const response = await fetch(`${urls.web}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Maya',
      lastInitial: 'R',
      gradeTeacher: defaultSettings.classes[0]!.label,
      goal: '',
      message: 'Maya is raising money for her school. Thank you!',
      parentName: 'Bench Parent',
      email: 'bench.parent@example.com',
      website: '',
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/pages answered ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}

export async function bench(): Promise<BenchOutcome> {
  const lines: string[] = [];
  const admin = adminForTests();
  const browser = await launchBrowser();
  const site: Site = {
    label: 'this build',
    url: urls.web,
    dist: join(repoRoot, 'web', 'dist'),
    schoolName: defaultSettings.organization.schoolName,
    progressBar: true,
  };
  try {
    await saveServedSettings(admin.db, {
      ...defaultSettings,
      campaigns: [{ ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 50_000 }],
    });
    const path = `/s/${await makePage()}`;
    const student = await firstLoadScripts(browser, path, 'Support Maya R.');
    const main = await firstLoadScripts(browser, '/', defaultSettings.organization.fundName);
    const studentKb = gzippedKb(site, student);
    const mainPackages = [...packagesIn(site, main)];
    const mainHasPages = main.some((url) =>
      /\/(StudentPageScreen|CreatePageScreen|ManagePageScreen|ShareLink)-/.test(url),
    );
    const sizeMet = studentKb <= FIRST_LOAD_TARGET_KB && !mainPackages.includes('qrcode') && !mainHasPages;
    lines.push(
      `  first load of a student page: ${studentKb.toFixed(1)} KB of JS gzipped in ${student.length} files (target <= ${FIRST_LOAD_TARGET_KB} KB)${sizeMet ? '' : ' MISSED'}`,
      `    its files: ${student.map((url) => `${new URL(url).pathname.split('/').pop()} ${gzippedKb(site, [url]).toFixed(1)}`).join(', ')}`,
      `  first load of /: ${gzippedKb(site, main).toFixed(1)} KB of JS gzipped; students' pages code in it: ${mainHasPages ? 'YES' : 'no'}; qrcode in it: ${mainPackages.includes('qrcode') ? 'YES' : 'no'}`,
    );

    const runs: LighthouseRun[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseRun(site, path));
    const scores = Object.fromEntries(
      (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((id) => [
        id,
        median(runs.map((run) => run.scores[id])),
      ]),
    ) as Record<keyof typeof TARGETS, number>;
    const scoresMet = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).every(
      (id) => scores[id] >= TARGETS[id],
    );
    lines.push(
      `  Lighthouse mobile on a student page, median of ${LIGHTHOUSE_RUNS}: ${Object.entries(scores)
        .map(([id, score]) => `${id} ${score} (target >= ${TARGETS[id as keyof typeof TARGETS]})`)
        .join(', ')}${scoresMet ? '' : ' MISSED'}`,
    );
    const misses = [...new Set(runs.flatMap((run) => run.misses))];
    if (misses.length) lines.push(`  audits not passed in some run: ${misses.join('; ')}`);
    return { lines, ok: sizeMet && scoresMet };
  } finally {
    await removeServedSettings(admin.db);
    await browser.close();
    await admin.close();
  }
}
