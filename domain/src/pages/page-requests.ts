import { z } from '../zod';
import type { SchoolSettings } from '../settings';
import { studentPageFormSchema } from './page-form';
import { pageCodeSchema, pageLimits } from './student-page';

/*
 * The bodies of the pages' endpoints. The create form's body is the form itself (and the honeypots every
 * public form carries); the manage link's body names an operation and, for an update, carries the form.
 */

export const manageOps = ['read', 'update', 'pause', 'resume', 'delete'] as const;
export type ManageOp = (typeof manageOps)[number];

export const pageManageMessages = {
  wrongKey: 'This link does not open this page',
  op: 'Please choose what to do with the page',
  deleted: 'This page was deleted',
  hidden: (reason: string) => `This page was hidden by the school: ${reason}`,
  awaiting: 'The school has not approved this page yet: it shows to visitors once the office approves it',
  form: 'Please fill in the page form',
} as const;

/** An edit key as the functions make it: 32 random bytes, base64url. */
export const isEditKey = (key: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(key);

export function pageManageRequestSchema(
  settings: Pick<SchoolSettings, 'classes' | 'campaigns' | 'time_zone'>,
) {
  // Any text: a key that is not one opens no page, and the endpoint answers that as it answers a wrong key.
  const key = z.string({ error: pageManageMessages.wrongKey }).max(200, pageManageMessages.wrongKey);
  const op = (name: Exclude<ManageOp, 'update'>) => z.object({ key, op: z.literal(name) });
  return z.discriminatedUnion(
    'op',
    [
      op('read'),
      z.object({
        key,
        op: z.literal('update'),
        // The child's fields only: the family's name and email stay as given at creation, and the manage
        // link never shows them, so a forwarded link reveals no contact.
        form: studentPageFormSchema(settings).omit({ parentName: true, email: true, language: true }),
      }),
      op('pause'),
      op('resume'),
      op('delete'),
    ],
    { error: pageManageMessages.op },
  );
}
export type PageManageRequest = z.output<ReturnType<typeof pageManageRequestSchema>>;

const reasonMessage = `Please give a reason of 1 to ${pageLimits.hiddenReasonMax} characters`;

/**
 * The office's pageAction callable: hide a page with a reason the parent is told, show it again, or approve a
 * page waiting for the school.
 */
export const pageActionRequestSchema = z.discriminatedUnion(
  'op',
  [
    z.object({
      op: z.literal('hide'),
      code: pageCodeSchema,
      reason: z
        .string({ error: reasonMessage })
        .trim()
        .min(1, reasonMessage)
        .max(pageLimits.hiddenReasonMax, reasonMessage),
    }),
    z.object({ op: z.literal('unhide'), code: pageCodeSchema }),
    z.object({ op: z.literal('approve'), code: pageCodeSchema }),
  ],
  { error: 'Please choose to hide, show or approve the page' },
);
export type PageActionRequest = z.infer<typeof pageActionRequestSchema>;
