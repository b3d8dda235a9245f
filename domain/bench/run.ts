import { donationExportFields } from '../src/csv/export-fields';
import { exportCsv } from '../src/csv/full-export';
import { computeDashboard } from '../src/dashboard/figures';
import { applyDonationFilters } from '../src/lists/donation-list';
import { emptyDonationFilters } from '../src/lists/filter-schemas';
import { defaultSettings, defaultTimeZone } from '../src/settings';
import type { DonationRecord } from '../src/records/donation';
import { generateData } from './generate';
import { monthReport } from '../src/reports/month-report';
import { recordsWithPayments } from './report-records';

const now = new Date('2026-06-15T19:00:00.000Z');
const { donations, partners } = generateData(100_000, 10_000, now);

function medianMs(run: () => unknown, times = 5): number {
  run(); // warm-up, so the JIT has compiled the code being measured
  const samples: number[] = [];
  for (let index = 0; index < times; index++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(times / 2)]!;
}

// The month's report over 10,000 records with their payment facts, beside a bare sum of the same month's
// charges and checks: what the report adds (school-time days, campaigns, the sponsorship split, in transit).
const reportRecords = recordsWithPayments(now);
const reportSource = {
  timeZone: defaultTimeZone,
  campaigns: defaultSettings.campaigns,
  records: reportRecords,
  payouts: [],
  batches: [],
};
const reportMonth = '2026-03';
function bareMonthSum(): number {
  let cents = 0;
  for (const record of reportRecords) {
    for (const charge of Object.values(record.stripe_charges ?? {}))
      if (charge.paid_at.startsWith(reportMonth)) cents += charge.amount - charge.refunded;
    for (const check of Object.values(record.checks ?? {}))
      if (check.deposited_on.startsWith(reportMonth)) cents += Math.round(check.amount * 100);
  }
  return cents;
}

const allDates = { kind: 'all' as const, start: null, end: null };
const last30Days = { kind: 'last_30_days' as const, start: null, end: null };
const byPaymentDate = { field: 'payment_completed_at', direction: 'desc' } as const;
type Query = (records: DonationRecord[]) => unknown;
const listQueries: [string, Query][] = [
  [
    'no filter, sort all 100k by payment date',
    (records) =>
      applyDonationFilters(defaultTimeZone, records, emptyDonationFilters(), '', byPaymentDate, now),
  ],
  [
    "completed + min $10 + search 'an' + sort by name",
    (records) =>
      applyDonationFilters(
        defaultTimeZone,
        records,
        { ...emptyDonationFilters(), status: 'completed', minAmount: 10, dateRange: allDates },
        'an',
        { field: 'parent_name', direction: 'asc' },
        now,
      ),
  ],
  [
    'last 30 days + teacher + sort by amount',
    (records) =>
      applyDonationFilters(
        defaultTimeZone,
        records,
        {
          ...emptyDonationFilters(),
          dateRange: last30Days,
          teachers: [defaultSettings.classes[0]!.label],
        },
        '',
        { field: 'amount', direction: 'desc' },
        now,
      ),
  ],
  [
    "search 'example.com' (every record) + sort by type",
    (records) =>
      applyDonationFilters(
        defaultTimeZone,
        records,
        emptyDonationFilters(),
        'example.com',
        { field: 'donation_type', direction: 'asc' },
        now,
      ),
  ],
];

const cases = [
  // Not a target: shows how fast the machine is running right now, so the other figures can be read against it.
  {
    name: 'Machine baseline: JSON.stringify(100k donations)',
    targetMs: Infinity,
    run: () => JSON.stringify(donations),
  },
  {
    name: 'Dashboard figures (100k donations + 10k partners)',
    targetMs: 50,
    run: () => computeDashboard(defaultTimeZone, donations, partners, now),
  },
  /*
   * A list query (filter + search + sort) is repeated on every keystroke over one snapshot: the first query of
   * a snapshot parses its dates and sorts it once (records-memo.ts), later ones reuse that. Both are shown;
   * the target applies to the repeated queries, the first one is reported for what it is.
   */
  ...listQueries.map(([label, query]) => ({
    name: `List query: ${label}`,
    targetMs: 30,
    run: () => query(donations),
  })),
  {
    name: 'List query, first on a new snapshot: sort all by payment date',
    targetMs: Infinity,
    run: () => listQueries[0]![1]([...donations]),
  },
  {
    name: "Bare sum of a month's charges and checks (10k records)",
    targetMs: Infinity,
    run: bareMonthSum,
  },
  {
    name: "Month's treasurer report (10k records)",
    targetMs: 100,
    run: () => monthReport(reportSource, reportMonth),
  },
  {
    name: 'Full CSV, all fields (100k rows)',
    targetMs: 500,
    run: () => exportCsv(defaultTimeZone, donations, donationExportFields),
  },
];

const rows = cases.map(({ name, targetMs, run }) => {
  const median = medianMs(run);
  return { name, median, targetMs, ok: median < targetMs };
});

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'Benchmark'.padEnd(width)} | median of 5 | target   | result`);
console.log(`${'-'.repeat(width)}-|-------------|----------|-------`);
for (const row of rows) {
  const median = `${row.median.toFixed(1)} ms`.padStart(11);
  const target = (Number.isFinite(row.targetMs) ? `< ${row.targetMs} ms` : '-').padEnd(8);
  console.log(`${row.name.padEnd(width)} | ${median} | ${target} | ${row.ok ? 'ok' : 'SLOW'}`);
}
if (rows.some((row) => !row.ok)) process.exitCode = 1;
