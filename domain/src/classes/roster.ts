import Papa from 'papaparse';
import { appConfig } from '../config';
import { settingsLimits } from '../settings';

/*
 * A class list read from the roster a school's office already keeps (a spreadsheet saved as CSV). Two shapes are
 * read: one row per class with its size, or one row per student, where each class's size is its number of rows.
 * Only the class texts and the counts are kept: a roster names children, and no name or contact of a student
 * leaves the office's browser.
 */

export interface RosterClass {
  label: string;
  /** Families in the class: the size column's figure, or the students counted; null when a row gives none. */
  size: number | null;
}

export type RosterResult =
  { ok: true; classes: RosterClass[]; rows: number; counted: boolean } | { ok: false; error: string };

const classHeaders = [
  'grade & teacher',
  'grade and teacher',
  'grade/teacher',
  'class',
  'classroom',
  'homeroom',
];
const sizeHeaders = ['class size', 'size', 'families', 'students', 'number of students'];
const normal = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

const failure = (error: string): RosterResult => ({ ok: false, error });

/** The class text of a row: its class column, or its grade and teacher joined as the forms show them. */
function labeller(headers: string[]): ((row: Record<string, string>) => string) | null {
  const find = (names: string[]) => headers.find((header) => names.includes(normal(header)));
  const single = find(classHeaders);
  if (single) return (row) => row[single]?.trim() ?? '';
  const grade = find(['grade']);
  const teacher = find(['teacher']);
  if (grade && teacher)
    return (row) => [row[grade]?.trim(), row[teacher]?.trim()].filter(Boolean).join(' - ');
  if (teacher) return (row) => row[teacher]?.trim() ?? '';
  return null;
}

function readSize(text: string | undefined, line: number): number | null | string {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const size = Number(trimmed);
  if (!Number.isInteger(size) || size < 1 || size > settingsLimits.maxClassSize)
    return `Line ${line}: the class size must be a whole number from 1 to ${settingsLimits.maxClassSize}`;
  return size;
}

export function readRoster(text: string): RosterResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  const labelOf = labeller(headers);
  if (!labelOf)
    return failure(
      'The roster needs a column named "Grade & Teacher" or "Class", or columns named "Grade" and "Teacher"',
    );
  if (parsed.data.length === 0) return failure('The roster has no rows under its headings');
  const sizeHeader = headers.find((header) => sizeHeaders.includes(normal(header)));
  const classes = new Map<string, RosterClass>();
  const maxLength = appConfig.limits.classLabelMaxLength;
  for (const [index, row] of parsed.data.entries()) {
    const line = index + 2;
    const label = labelOf(row);
    if (!label) return failure(`Line ${line} names no class`);
    if (label.length > maxLength)
      return failure(`Line ${line}: please shorten the class to ${maxLength} characters or fewer`);
    const known = classes.get(label);
    if (!sizeHeader) {
      classes.set(label, { label, size: (known?.size ?? 0) + 1 });
      continue;
    }
    if (known) return failure(`Line ${line}: "${label}" is listed twice`);
    const size = readSize(row[sizeHeader], line);
    if (typeof size === 'string') return failure(size);
    classes.set(label, { label, size });
  }
  if (classes.size > settingsLimits.classChoices)
    return failure(
      `The roster lists ${classes.size} classes; a list keeps at most ${settingsLimits.classChoices}`,
    );
  return { ok: true, classes: [...classes.values()], rows: parsed.data.length, counted: !sizeHeader };
}
