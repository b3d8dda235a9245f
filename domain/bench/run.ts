import { donationExportFields } from '../src/csv/export-fields';
import { exportCsv } from '../src/csv/full-export';
import { computeDashboard } from '../src/dashboard/figures';
import { applyDonationFilters } from '../src/lists/donation-list';
import { emptyDonationFilters } from '../src/lists/filter-schemas';
import { generateData } from './generate';

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

const filters = {
  ...emptyDonationFilters(),
  status: 'completed' as const,
  dateRange: { kind: 'last_30_days' as const, start: null, end: null },
  minAmount: 10,
};

const cases = [
  // Not a target: calibrates the figures to the machine (a typical laptop does this in about 100 ms).
  {
    name: 'Machine baseline: JSON.stringify(100k donations)',
    targetMs: Infinity,
    run: () => JSON.stringify(donations),
  },
  {
    name: 'Dashboard figures (100k donations + 10k partners)',
    targetMs: 50,
    run: () => computeDashboard(donations, partners, now),
  },
  {
    name: 'Donations filter + search + sort (100k)',
    targetMs: 30,
    run: () =>
      applyDonationFilters(
        donations,
        { ...filters, dateRange: { kind: 'all', start: null, end: null } },
        'an',
        { field: 'parent_name', direction: 'asc' },
        now,
      ),
  },
  {
    name: 'Donations filter (last 30 days) + sort by date (100k)',
    targetMs: 30,
    run: () =>
      applyDonationFilters(donations, filters, '', { field: 'payment_completed_at', direction: 'desc' }, now),
  },
  {
    name: 'Full CSV, all fields (100k rows)',
    targetMs: 500,
    run: () => exportCsv(donations, donationExportFields),
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
