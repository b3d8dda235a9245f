import { z } from '../zod';
import type { Drive } from './drive';
import { childDisplayName, firstNamePattern, pageLimits } from '../pages';
import { readCount } from './counts';

/*
 * A student without a page, added by the office to a drive's counts: a child whose family made no page still
 * runs or reads, and the class's results count them.
 */
export const unpagedStudentMessages = {
  name: "Please enter the student's first name and last initial, as Maya R.",
  className: 'Please choose the class',
  unknown: 'This student is no longer on the list',
  taken: 'This class already has a student of this name: add their last initial, as Maya R.',
} as const;

/**
 * The name of a student without a page, checked and written as a page's child is: one given name (the page
 * form's rule, never a surname beside it: the drive's export leaves the building), then an optional last
 * initial ("Maya R.").
 */
export const unpagedStudentNameSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const [, first = '', initial] = /^(\S+?)(?: (\p{L})\.?)?$/u.exec(text) ?? [];
    if (first.length > pageLimits.firstNameMax || !firstNamePattern.test(first)) {
      context.addIssue({ code: 'custom', message: unpagedStudentMessages.name });
      return z.NEVER;
    }
    return initial ? childDisplayName(first, initial.toUpperCase()) : first;
  });

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
