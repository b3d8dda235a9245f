import { z } from '../zod';
import { isoTimestampSchema } from '../time';
import type { Drive } from './drive';
import { unitWord } from './drive';

/*
 * The drive's results: each student's count of units (laps run, books read), entered by the office after the
 * event. One document per drive, written only when the office saves counts, never by a gift. A student is a
 * page, by its code, or a student without a page the office added by name and class (a child whose family made
 * no page still runs, and the class's results count them), by a key that no page code can be.
 */
export const DRIVE_COUNTS_COLLECTION = 'drive_counts';

/** "s-" and eight letters or digits: page codes are seven characters and never hold a hyphen. */
const studentKeyPattern = /^s-[a-z0-9]{8}$/;
export const studentKeySchema = z.string().regex(studentKeyPattern, 'Unknown student');
export const isStudentKey = (key: string) => studentKeyPattern.test(key);

/** A first name of a page's length, a space, an initial and its dot. */
export const STUDENT_NAME_MAX = 40;

export const unpagedStudentSchema = z.object({
  name: z.string().min(1).max(STUDENT_NAME_MAX),
  class_name: z.string().min(1).max(120),
});
export type UnpagedStudent = z.infer<typeof unpagedStudentSchema>;

export const driveCountsSchema = z.object({
  drive_id: z.string().min(1),
  /** Page code or student key -> count. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** The students without a page, by key. */
  students: z.record(studentKeySchema, unpagedStudentSchema).default({}),
  updated_at: isoTimestampSchema,
  updated_by: z.string(),
});
export type DriveCounts = z.infer<typeof driveCountsSchema>;

/** "Please enter a whole number of laps from 0 to 30". */
export function countMessage(drive: Pick<Drive, 'unit' | 'unit_es' | 'max_units'>): string {
  return `Please enter a whole number of ${unitWord(drive, 2)} from 0 to ${drive.max_units}`;
}

/** A count as the office typed it: a whole number from 0 to the drive's most, or null (not counted). */
export function readCount(
  drive: Pick<Drive, 'unit' | 'unit_es' | 'max_units'>,
  text: string,
): { ok: true; count: number | null } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, count: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: countMessage(drive) };
  const count = Number(trimmed);
  return count <= drive.max_units ? { ok: true, count } : { ok: false, error: countMessage(drive) };
}

/** The counts after a save: null removes a page's count. */
export function mergeCounts(
  current: Record<string, number>,
  changes: Record<string, number | null>,
): Record<string, number> {
  const next = { ...current };
  for (const [code, count] of Object.entries(changes)) {
    if (count === null) delete next[code];
    else next[code] = count;
  }
  return next;
}
