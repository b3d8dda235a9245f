import { z } from '../zod';
import type { Drive } from './drive';
import { readCount, STUDENT_NAME_MAX } from './counts';

/*
 * A student without a page, added by the office to a drive's counts: a child whose family made no page still
 * runs or reads, and the class's results count them.
 */
export const unpagedStudentMessages = {
  name: "Please enter the student's first name and last initial, as Maya R.",
  className: 'Please choose the class',
  unknown: 'This student is no longer on the list',
} as const;

/**
 * The name of a student without a page as the office lists it, like a page's: one first name, then an optional
 * last initial ("Maya R."). A surname is refused here too: the drive's export leaves the building.
 */
export const unpagedStudentNameSchema = z
  .string()
  .trim()
  .max(STUDENT_NAME_MAX, unpagedStudentMessages.name)
  .regex(/^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*(?: \p{L}\.?)?$/u, unpagedStudentMessages.name)
  // "maya r" is kept as the pages show it: "Maya R."
  .transform((name) =>
    name
      .replace(/^\p{Ll}/u, (first) => first.toUpperCase())
      .replace(/ (\p{L})\.?$/u, (_, initial: string) => ` ${initial.toUpperCase()}.`),
  );

/** The office's form for one: the name, the class chosen from the school's, and an optional count. */
export const unpagedStudentFormSchema = (drive: Pick<Drive, 'unit' | 'unit_es' | 'max_units'>) =>
  z
    .object({
      name: unpagedStudentNameSchema,
      className: z.string().trim().min(1, unpagedStudentMessages.className),
      count: z.string(),
    })
    .transform((values, context) => {
      const read = readCount(drive, values.count);
      if (!read.ok) {
        context.addIssue({ code: 'custom', path: ['count'], message: read.error });
        return z.NEVER;
      }
      return { name: values.name, className: values.className, count: read.count };
    });
export type UnpagedStudentForm = { name: string; className: string; count: string };
