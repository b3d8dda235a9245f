import { exportCsv, type ExportField } from '../csv';
import { centsToDollars, toCents } from '../money';
import { schoolDateKey } from '../time';
import type { CountablePage } from './counts-csv';
import { pledgeDueCents } from './drive-figures';
import type { Pledge } from './pledge';

/**
 * The treasurer's view of a drive, by student and by class: the count, the pledges (not cancelled), their sum per
 * unit, and the money charged, refused and still to collect (saved or refused pledges at the count). Every sum is
 * in cents until it is shown.
 */
export interface DriveLine {
  name: string;
  className: string;
  code: string | null;
  count: number | null;
  pledges: number;
  perUnit: number;
  charged: number;
  refused: number;
  outstanding: number;
}

type Sums = { pledges: number; perUnit: number; charged: number; refused: number; outstanding: number };
const zero = (): Sums => ({ pledges: 0, perUnit: 0, charged: 0, refused: 0, outstanding: 0 });

function add(sums: Sums, pledge: Pledge, counts: Readonly<Record<string, number>>): void {
  if (pledge.status === 'cancelled') return;
  const due = pledgeDueCents(pledge, counts) ?? 0;
  sums.pledges += 1;
  sums.perUnit += toCents(pledge.rate);
  if (pledge.status === 'charged') sums.charged += toCents(pledge.charged_amount ?? 0);
  if (pledge.status === 'failed') sums.refused += due;
  if (pledge.status === 'failed' || pledge.status === 'saved') sums.outstanding += due;
}

const dollars = (sums: Sums) => ({
  pledges: sums.pledges,
  perUnit: centsToDollars(sums.perUnit),
  charged: centsToDollars(sums.charged),
  refused: centsToDollars(sums.refused),
  outstanding: centsToDollars(sums.outstanding),
});

/** One line per student with pledges or a count, by class then name; then one line per class. */
export function driveBreakdown(
  pledges: readonly Pledge[],
  counts: Readonly<Record<string, number>>,
  pages: readonly CountablePage[],
): { students: DriveLine[]; classes: DriveLine[] } {
  const byPage = new Map<string, Sums>();
  for (const pledge of pledges) {
    const sums = byPage.get(pledge.page_code) ?? zero();
    add(sums, pledge, counts);
    byPage.set(pledge.page_code, sums);
  }
  const students: DriveLine[] = [];
  const byClass = new Map<string, Sums>();
  for (const page of pages) {
    const sums = byPage.get(page.code);
    const count = counts[page.code] ?? null;
    if (!sums && count === null) continue;
    const own = sums ?? zero();
    const code = page.withoutPage ? null : page.code;
    students.push({ name: page.name, className: page.className, code, count, ...dollars(own) });
    const total = byClass.get(page.className) ?? zero();
    for (const key of Object.keys(total) as (keyof Sums)[]) total[key] += own[key];
    byClass.set(page.className, total);
  }
  const classes = [...byClass].map(([className, sums]) => ({
    name: className,
    className,
    code: null,
    count: null,
    ...dollars(sums),
  }));
  return { students, classes };
}

const column = (
  label: string,
  value: (line: DriveLine) => string | number | null,
): ExportField<DriveLine> => ({
  key: label,
  label,
  group: 'record',
  value: (line) => value(line) ?? '',
});

/** The drive's export for the treasurer: a line per student (no family contact, the child as the page names them). */
export const driveExportFields: readonly ExportField<DriveLine>[] = [
  column('Class', (line) => line.className),
  column('Student', (line) => line.name),
  column('Page Code', (line) => line.code),
  column('Count', (line) => line.count),
  column('Pledges', (line) => line.pledges),
  column('Per Unit', (line) => line.perUnit),
  column('Charged', (line) => line.charged),
  column('Refused', (line) => line.refused),
  column('Outstanding', (line) => line.outstanding),
];

export function driveCsv(timeZone: string, lines: readonly DriveLine[]): string {
  return exportCsv(timeZone, lines, driveExportFields);
}

/** 'fun-run-2027-2027-04-20.csv', the date in school time. */
export function driveFileName(driveId: string, timeZone: string, now: Date): string {
  return `${driveId}-${schoolDateKey(timeZone, now)}.csv`;
}
