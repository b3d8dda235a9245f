// Office edit benchmark, in Chromium on the emulators, signed in as an admin: Donation Details, Edit, new Notes,
// Save, timed from the Save click to the new notes on the read-mode screen. This checkout's build (the
// recordChange function writes the record and its history entry; the live listener shows it) beside OLD_COMMIT's
// (the browser's own Firestore transaction), built in a temporary worktree and measured under its own
// firestore.rules, which allow that write; same run, same data, in turns.
import { DONATIONS_COLLECTION, RECORD_EVENTS_COLLECTION, type DonationRecord } from '@hope/domain/records';
import type { Browser, Page } from 'playwright-core';
import { signOutEndingStream } from '../support/admin-session';
import { launchBrowser } from '../support/chromium';
import { adminForTests, clearFirestore, urls } from '../support/emulators';
import { recordsForTests, writeRecords } from '../e2e/records-list.fixtures';
import { startBaselineWeb } from './baseline-web';
import type { BenchOutcome } from './bench-types';
import { withFirestoreRules } from './emulator-rules';
import { openDonation, timedSave } from './office-edit-journey';
import { median, ms, percentile } from './stats';

/** The last commit whose back office saved an edit from the browser. */
const OLD_COMMIT = '5235c11';
const SAVES = 20;
/** The saves are made in rounds, each build in turn, so that a busy spell of the machine falls on both. */
const ROUNDS = 4;
/** Saves before the measured ones: the first call of a function starts its instance, seconds on the emulator. */
const WARM_UPS = 2;
const TARGET_P95_RATIO = 1.5;
/** A list of a school's size: the listeners that show the edit deliver this collection. */
const DONATIONS = 300;

interface Site {
  label: string;
  web: string;
  /** The rules to measure under; null for this checkout's, loaded by the stack. */
  rules: string | null;
  record: { id: string; parentName: string };
  page?: Page;
  saves: number;
  lastNotes: string;
  times: number[];
}

const underRules = <T>(site: Site, run: () => Promise<T>) =>
  site.rules === null ? run() : withFirestoreRules(site.rules, run);

async function save(site: Site, measured: boolean): Promise<void> {
  site.lastNotes = `Office edit ${++site.saves} on the ${site.label}`;
  const elapsed = await timedSave(site.page!, site.lastNotes);
  if (measured) site.times.push(elapsed);
}

/** Whether the donation holds the last notes saved and one 'edited' history entry per save. */
async function finalStateOk(db: ReturnType<typeof adminForTests>['db'], site: Site): Promise<boolean> {
  const [record, entries] = await Promise.all([
    db.collection(DONATIONS_COLLECTION).doc(site.record.id).get(),
    db
      .collection(RECORD_EVENTS_COLLECTION)
      .where('record_id', '==', site.record.id)
      .where('kind', '==', 'edited')
      .count()
      .get(),
  ]);
  return record.get('notes') === site.lastNotes && entries.data().count === site.saves;
}

async function measure(browser: Browser, sites: Site[]): Promise<void> {
  for (const site of sites) {
    await underRules(site, async () => {
      site.page = await openDonation(browser, site.web, site.record.parentName);
      for (let run = 0; run < WARM_UPS; run++) await save(site, false);
    });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const site of sites) {
      await underRules(site, async () => {
        for (let run = 0; run < SAVES / ROUNDS; run++) await save(site, true);
      });
    }
  }
}

/** One build's line: its label padded so that both builds' figures line up. */
const labelled = (label: string, times: number[]) =>
  `${label.padEnd(62)}p50 ${ms(median(times))}  p95 ${ms(percentile(times, 95))}  (runs: ${times.map(ms).join(', ')})`;

/** A donation of a name no generated one has, the latest gift, without notes: the one a build edits. */
const editedDonation = (base: DonationRecord, parentName: string, now: string): DonationRecord => ({
  ...base,
  parent_name: parentName,
  notes: null,
  created_at: now,
  updated_at: now,
});

const siteFor = (label: string, web: string, rules: string | null, record: DonationRecord): Site => ({
  label,
  web,
  rules,
  record: { id: record.id, parentName: record.parent_name },
  saves: 0,
  lastNotes: '',
  times: [],
});

export async function bench(): Promise<BenchOutcome> {
  const old = await startBaselineWeb(OLD_COMMIT);
  const admin = adminForTests();
  let browser: Browser | null = null;
  const now = new Date();
  const [first, second, ...others] = recordsForTests(DONATIONS, 0, now).donations;
  const current = editedDonation(first!, 'Avery Quillfeather', now.toISOString());
  const previous = editedDonation(second!, 'Blake Quillfeather', now.toISOString());
  const sites = [
    siteFor('this build', urls.web, null, current),
    siteFor(`build of ${OLD_COMMIT}`, old.url, old.source('firestore.rules'), previous),
  ];
  try {
    browser = await launchBrowser();
    await clearFirestore();
    await writeRecords(admin.db, DONATIONS_COLLECTION, [current, previous, ...others]);
    await measure(browser, sites);
    const [mine, theirs] = sites.map((one) => one.times) as [number[], number[]];
    const ratio = percentile(mine, 95) / percentile(theirs, 95);
    const stateOk = (await Promise.all(sites.map((one) => finalStateOk(admin.db, one)))).every(Boolean);
    const ok = ratio <= TARGET_P95_RATIO && stateOk;
    const lines = [
      `
Office edit benchmark (Chromium, built apps, emulators, ${DONATIONS} donations, this machine; ${ROUNDS} rounds of ${SAVES / ROUNDS} saves per build, in turns, after ${WARM_UPS} warm-up saves each)
  Save click -> new notes on the read-mode screen, ${SAVES} saves each:
    ${labelled('this build (recordChange function, then the live listener)', mine)}
    ${labelled(`${OLD_COMMIT} (the browser's own transaction, under its own rules)`, theirs)}
  ratio at p95: ${ratio.toFixed(2)}x (target <= ${TARGET_P95_RATIO}x)${ratio <= TARGET_P95_RATIO ? '' : ' MISSED'}
  final state: each donation holds its last notes and one 'edited' history entry per save: ${stateOk ? 'yes' : 'NO'}
  (timed in the page: from the Save button's click event to the frame after read mode shows the new notes)`,
    ];
    if (!ok) lines.push('AN OFFICE EDIT TARGET WAS MISSED');
    return { lines, ok };
  } finally {
    for (const one of sites) if (one.page) await signOutEndingStream(one.page).catch(() => {});
    await browser?.close();
    await old.close();
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
