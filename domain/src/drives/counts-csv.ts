import Papa from 'papaparse';
import type { Drive } from './drive';
import { countMessage, readCount } from './counts';

/*
 * Counts read from a spreadsheet saved as CSV: a row names a student by page code, or by display name and class
 * ("Maya R.", "2nd Grade - Ms. Lee"), and gives the count. The preview names every row it cannot use, so the
 * office fixes the sheet before anything is saved.
 */

/**
 * A student the drive counts: a page (its code, the child's display name and class), or a student without a page
 * (its key in `code`).
 */
export interface CountablePage {
  code: string;
  name: string;
  className: string;
  withoutPage?: true;
}

export interface CountsPreview {
  /** Page code -> count, for the rows that read. */
  counts: Record<string, number>;
  matched: { row: number; page: CountablePage; count: number }[];
  problems: { row: number; text: string; reason: string }[];
}

const headers = {
  code: ['page code', 'code', 'page'],
  name: ['student', 'name', 'student name'],
  className: ['class', 'grade & teacher', 'grade and teacher', 'grade/teacher', 'classroom', 'homeroom'],
  count: ['count', 'total', 'result'],
};
const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const countsCsvMessages = {
  noColumns: 'The file needs a count column and either a page code column or student and class columns',
  empty: 'The file has no rows',
  unknown: 'No student matches this row',
  twice: 'This student appears in an earlier row',
  several: 'More than one student has this name and class: give the page code instead',
} as const;

export function readCountsCsv(
  text: string,
  drive: Pick<Drive, 'unit' | 'unit_es' | 'max_units'>,
  pages: readonly CountablePage[],
): { ok: true; preview: CountsPreview } | { ok: false; error: string } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normal,
  });
  const fields = parsed.meta.fields ?? [];
  const find = (names: string[]) => fields.find((field) => names.includes(field));
  // The unit's own name is a count column too: "laps", "books".
  const countColumn = find([...headers.count, normal(drive.unit.other), normal(drive.unit.one)]);
  const codeColumn = find(headers.code);
  const nameColumn = find(headers.name);
  const classColumn = find(headers.className);
  if (!countColumn || (!codeColumn && !(nameColumn && classColumn)))
    return { ok: false, error: countsCsvMessages.noColumns };
  if (parsed.data.length === 0) return { ok: false, error: countsCsvMessages.empty };
  const byCode = new Map(pages.filter((page) => !page.withoutPage).map((page) => [page.code, page]));
  const byName = new Map<string, CountablePage[]>();
  for (const page of pages) {
    const key = `${normal(page.name)}|${normal(page.className)}`;
    byName.set(key, [...(byName.get(key) ?? []), page]);
  }
  const preview: CountsPreview = { counts: {}, matched: [], problems: [] };
  parsed.data.forEach((cells, index) => {
    const row = index + 2; // the header is row 1, as a spreadsheet numbers it
    const code = codeColumn ? (cells[codeColumn] ?? '').trim().toLowerCase() : '';
    const name = nameColumn ? (cells[nameColumn] ?? '').trim() : '';
    const className = classColumn ? (cells[classColumn] ?? '').trim() : '';
    const text = code || [name, className].filter(Boolean).join(', ');
    const named = byName.get(`${normal(name)}|${normal(className)}`) ?? [];
    const page = byCode.get(code) ?? (named.length === 1 ? named[0] : undefined);
    if (!page)
      return preview.problems.push({
        row,
        text,
        reason: named.length > 1 ? countsCsvMessages.several : countsCsvMessages.unknown,
      });
    const count = readCount(drive, cells[countColumn] ?? '');
    if (!count.ok || count.count === null)
      return preview.problems.push({ row, text, reason: count.ok ? countMessage(drive) : count.error });
    if (page.code in preview.counts)
      return preview.problems.push({ row, text, reason: countsCsvMessages.twice });
    preview.counts[page.code] = count.count;
    preview.matched.push({ row, page, count: count.count });
  });
  return { ok: true, preview };
}
