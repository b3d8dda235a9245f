import { formatSchoolDate, schoolDateKey } from '../time';
import type { ExportField } from './export-fields';
import { exportCsv } from './full-export';

/** A student page's line as the export reads it (the back office's list row). */
export interface PageTotalsLine {
  code: string;
  child: string;
  gradeTeacher: string;
  /** The status in words ("Hidden by the school"). */
  statusLabel: string;
  goal: number;
  raised: number;
  gifts: number;
  createdAt: string;
}

const column = (label: string, value: ExportField<PageTotalsLine>['value']): ExportField<PageTotalsLine> => ({
  key: label,
  label,
  group: 'record',
  value,
});

/**
 * The page totals export: the child as the page names them (first name and last initial, never more), the
 * page's code, class, status, goal, raised and gifts. No family contact: it is a table of totals.
 */
export const pageTotalsExportFields: readonly ExportField<PageTotalsLine>[] = [
  column('Student', (line) => line.child),
  column('Page Code', (line) => line.code),
  column('Class', (line) => line.gradeTeacher),
  column('Status', (line) => line.statusLabel),
  column('Goal', (line) => line.goal),
  column('Raised', (line) => line.raised),
  column('Gifts', (line) => line.gifts),
  column('Created Date', (line, timeZone) => formatSchoolDate(timeZone, line.createdAt)),
];

export function pageTotalsCsv(timeZone: string, lines: readonly PageTotalsLine[]): string {
  return exportCsv(timeZone, lines, pageTotalsExportFields);
}

/** 'student-pages-2026-03-08.csv', the date in school time. */
export function pageTotalsFileName(timeZone: string, now: Date): string {
  return `student-pages-${schoolDateKey(timeZone, now)}.csv`;
}
