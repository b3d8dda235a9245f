import { z } from '../zod';
import { messages } from '../messages';
import { hasValidEmail } from '../input';

/** A page's message: short, and without links (a shared page must not become a way to spread them). */
export const MESSAGE_MAX_LENGTH = 280;
export const FIRST_NAME_MAX_LENGTH = 30;

/** "http", "www." or text that reads as a web address ("example.com", "bit.ly/x"). */
const LINK_PATTERN =
  /https?:|www\.|\b[a-z0-9-]+\.(?:com|org|net|edu|gov|io|co|us|ly|me|info|biz|app|xyz|link|site|gg|tv)\b/i;

export function hasLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}

/**
 * What the create and edit forms send (camelCase). The child is named by first name and last initial only:
 * children are minors, and a full name never goes on a public page. `goal` is '' for the settings' default.
 */
export const studentPageFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "Please enter your student's first name")
    .max(FIRST_NAME_MAX_LENGTH, `Please shorten the first name to ${FIRST_NAME_MAX_LENGTH} characters`),
  lastInitial: z
    .string()
    .trim()
    .regex(/^\p{L}$/u, 'Please enter one letter for the last initial')
    .transform((letter) => letter.toUpperCase()),
  gradeTeacher: z.string().trim().min(1, 'Please select a grade and teacher'),
  goal: z.union([
    z.literal(''),
    z.coerce
      .number({ error: 'Please enter a goal of at least $1 or leave it empty' })
      .int('Please enter the goal in whole dollars')
      .min(1, 'Please enter a goal of at least $1 or leave it empty')
      .max(1_000_000, 'Please enter a goal of at most $1,000,000'),
  ]),
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `Please shorten the message to ${MESSAGE_MAX_LENGTH} characters or fewer`)
    .refine((text) => !hasLink(text), 'Please remove links from the message'),
  parentName: z.string().trim().min(1, 'Please enter your name'),
  email: z.string().trim().refine(hasValidEmail, messages.validation.email),
});
export type StudentPageFormInput = z.input<typeof studentPageFormSchema>;
export type StudentPageForm = z.output<typeof studentPageFormSchema>;
