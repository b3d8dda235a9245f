import { messages } from '../messages';
import { z } from '../zod';
import { appConfig } from '../config';
import { hasAtMostTwoDecimals } from '../money';

const { limits } = appConfig;

/** A trimmed, non-blank, length-capped text; every failure reads as the given sentences. */
export function requiredText(missing: string, tooLong: string, max: number) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

export const emailField = z
  .string({ error: messages.validation.email })
  .trim()
  .max(limits.emailMaxLength, messages.validation.email)
  .regex(/^[^\s@]+@[^\s@]+$/, messages.validation.email);

export function dollarAmountField(message: string) {
  return z
    .number({ error: message })
    .min(limits.minAmount, message)
    .max(limits.maxAmount, `Please enter an amount of at most $${limits.maxAmount.toLocaleString('en-US')}`)
    .refine(hasAtMostTwoDecimals, 'Please enter the amount in dollars and cents (at most 2 decimals)');
}

/** The words for a count of monthly payments out of range, in the forms and from the server alike. */
export const monthsMessage = `Please choose between ${limits.minMonths} and ${limits.maxMonths} months`;
export const monthsField = z
  .number({ error: monthsMessage })
  .int(monthsMessage)
  .min(limits.minMonths, monthsMessage)
  .max(limits.maxMonths, monthsMessage);

/** The payer chose to add Stripe's fee so the school receives the whole gift; the server computes the charge. */
export const coverFeeField = z
  .boolean({ error: 'Please tell us whether you would like to cover the card fee' })
  .default(false);

/** One of the levels the school offers now. */
export function levelField(levelIds: readonly string[]) {
  const message = 'Please select a partnership level';
  return z
    .string({ error: message })
    .trim()
    .refine((id) => levelIds.includes(id), message);
}

/** One of the given options, or blank (trimmed). */
function optionOrBlank(options: readonly string[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || options.includes(value), message);
}

const gradeMessage = 'Please choose a grade and teacher from the list';

/** The student entries a request may carry: names, and sizes and classes from the school's settings. */
export function studentRequestSchema(tShirtSizes: readonly string[]) {
  return z.object(
    {
      name: requiredText(
        "Please enter each student's name",
        `Please shorten each student's name to ${limits.nameMaxLength} characters or fewer`,
        limits.nameMaxLength,
      ),
      tShirtSize: optionOrBlank(tShirtSizes, 'Please choose a T-shirt size from the list').default(''),
    },
    { error: 'Please add student information' },
  );
}

export function gradeTeacherRequestSchema(gradeTeacherOptions: readonly string[]) {
  return z.object(
    {
      grade: optionOrBlank(gradeTeacherOptions, gradeMessage),
      teacher: optionOrBlank(gradeTeacherOptions, gradeMessage),
    },
    { error: gradeMessage },
  );
}

const tooManyStudents = `Please add no more than ${limits.maxStudents} students`;

export function studentsField(min: number, tShirtSizes: readonly string[]) {
  return z
    .array(studentRequestSchema(tShirtSizes), { error: 'Please add student information' })
    .min(min, 'Please add at least one student')
    .max(limits.maxStudents, tooManyStudents);
}

export function gradeTeachersField(gradeTeacherOptions: readonly string[]) {
  return z
    .array(gradeTeacherRequestSchema(gradeTeacherOptions), { error: gradeMessage })
    .max(limits.maxStudents, tooManyStudents);
}
