import { z } from '../zod';
import { isPageCode } from '../pages';
import { isStudentKey, studentKeySchema } from './counts';
import { unpagedStudentMessages, unpagedStudentNameSchema } from './unpaged-student';
import { driveFields } from './drive-fields';

const driveId = z.string().min(1).max(40);
const countSchema = z.number().int().nonnegative();
/** A student a count is for: a page's code or the key of a student without a page. */
const countKeySchema = z.string().refine((key) => isPageCode(key) || isStudentKey(key), 'Unknown student');

const refusedPledge = <O extends string>(op: O) =>
  z.object({
    op: z.literal(op),
    id: driveId,
    pledgeId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Unknown pledge'),
  });

/**
 * The office's driveAction callable: save a drive (a new one without an id), save some students' counts, add or
 * remove a student without a page, or charge the saved pledges.
 */
export const driveRequestSchema = z.discriminatedUnion(
  'op',
  [
    z.object({
      op: z.literal('save'),
      id: z.string().max(40).nullable(),
      drive: z.object(driveFields),
    }),
    z.object({
      op: z.literal('counts'),
      id: driveId,
      /** Some students' counts (null clears one); each is checked against the drive's most by the server. */
      counts: z
        .record(countKeySchema, countSchema.nullable())
        .refine((counts) => Object.keys(counts).length <= 5_000, 'Please save at most 5,000 counts at once'),
    }),
    z.object({
      op: z.literal('addStudent'),
      id: driveId,
      name: unpagedStudentNameSchema,
      className: z.string().trim().min(1, unpagedStudentMessages.className).max(120),
      count: countSchema.nullable(),
    }),
    z.object({ op: z.literal('removeStudent'), id: driveId, key: studentKeySchema }),
    z.object({ op: z.literal('charge'), id: driveId }),
    /** A refused pledge charged again with its saved card, or cancelled. */
    refusedPledge('retry'),
    refusedPledge('cancel'),
  ],
  { error: 'Please choose what to do with the drive' },
);
export type DriveRequest = z.infer<typeof driveRequestSchema>;
export type DriveFields = z.infer<z.ZodObject<typeof driveFields>>;

export const driveMessages = {
  notFound: 'This drive no longer exists',
  anotherOpen: (name: string) =>
    `"${name}" is taking pledges: close it first, since one drive at a time takes pledges`,
  notRefused: 'Only a pledge whose card was refused can be charged again or cancelled here',
  charging: 'The pledges of this drive are being charged already: wait for that run to end',
  noCampaign: "No campaign is running today: add this year's campaign in Settings first",
  unreadableCounts:
    'The saved counts of this drive could not be read, so nothing was saved: please tell the app’s maintainer',
} as const;

/** A new drive's id: its name in lowercase letters and digits, made unique by the caller with a suffix. */
export function driveIdOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return slug || 'drive';
}
