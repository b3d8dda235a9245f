import { z } from '../zod';
import { appConfig, DEFAULT_LANGUAGE } from '../config';
import { isPersonName } from '../input';
import { hasAtMostTwoDecimals } from '../money';
import { languageSchema } from '../records';
import { emailField, requiredText } from '../public';
import { gradeTeacherOptions, type SchoolSettings } from '../settings';
import { hasLink } from './message-links';
import { pageLimits } from './student-page';

const { limits } = appConfig;

/** The words the create and edit forms show, and the server answers for the same value. */
export const pageFormMessages = {
  firstName: "Please enter your student's first name",
  firstNameTooLong: `Please shorten the first name to ${pageLimits.firstNameMax} characters or fewer`,
  firstNameOnly: 'Please enter only the first name, in letters',
  lastInitial: 'Please enter one letter for the last initial',
  gradeTeacher: 'Please select a grade and teacher',
  goal: 'Please enter a goal of at least $1 or leave it empty',
  goalTooHigh: `Please enter a goal of at most $${limits.maxAmount.toLocaleString('en-US')}`,
  goalCents: 'Please enter the goal in dollars and cents (at most 2 decimals)',
  messageTooLong: `Please shorten the message to ${pageLimits.messageMax} characters or fewer`,
  messageLinks: 'Please remove links from the message',
  parentName: 'Please enter your name',
  parentNameTooLong: `Please shorten your name to ${limits.nameMaxLength} characters or fewer`,
  parentNameLetters: 'Please enter your name in letters, as people write it',
} as const;

const m = pageFormMessages;

/**
 * One given name, in letters (a double name joined by a hyphen or an apostrophe: Mary-Jo, D'Andre): never a
 * surname beside it, an address or a number. The page shows it publicly with the class.
 */
export const firstNamePattern = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

const goalField = z
  .union([z.literal(''), z.null(), z.number({ error: m.goal })], { error: m.goal })
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || (Number.isFinite(value) && value >= 1), m.goal)
  .refine((value) => value === null || value <= limits.maxAmount, m.goalTooHigh)
  .refine((value) => value === null || hasAtMostTwoDecimals(value), m.goalCents);

function buildFormSchema(classes: readonly string[]) {
  return z.object({
    firstName: requiredText(m.firstName, m.firstNameTooLong, pageLimits.firstNameMax).regex(
      firstNamePattern,
      m.firstNameOnly,
    ),
    lastInitial: z
      .string({ error: m.lastInitial })
      .trim()
      .regex(/^\p{L}\.?$/u, m.lastInitial)
      .transform((value) => value.charAt(0).toUpperCase()),
    gradeTeacher: z
      .string({ error: m.gradeTeacher })
      .trim()
      .refine((value) => classes.includes(value), m.gradeTeacher),
    goal: goalField,
    message: z
      .string({ error: m.messageTooLong })
      .trim()
      .max(pageLimits.messageMax, m.messageTooLong)
      .refine((value) => !hasLink(value), m.messageLinks)
      .default(''),
    parentName: requiredText(m.parentName, m.parentNameTooLong, limits.nameMaxLength).refine(
      isPersonName,
      m.parentNameLetters,
    ),
    email: emailField,
    /** The parent's language: their mails about the page are written in it. */
    language: languageSchema.default(DEFAULT_LANGUAGE),
  });
}

export type StudentPageFormSchema = ReturnType<typeof buildFormSchema>;
/** What the forms send (goal '' for none). */
export type StudentPageFormInput = z.input<StudentPageFormSchema>;
/** The checked form: trimmed, the initial upper-case, goal null for the default. */
export type StudentPageForm = z.output<StudentPageFormSchema>;

const built = new WeakMap<object, StudentPageFormSchema>();

/** The create and edit form's schema for the school's current grade-and-teacher choices. */
export function studentPageFormSchema(
  settings: Pick<SchoolSettings, 'classes' | 'campaigns' | 'time_zone'>,
): StudentPageFormSchema {
  let schema = built.get(settings);
  if (!schema) {
    schema = buildFormSchema(gradeTeacherOptions(settings));
    built.set(settings, schema);
  }
  return schema;
}
