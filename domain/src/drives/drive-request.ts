import { z } from '../zod';
import { pageCodeSchema } from '../pages';
import { driveFields } from './drive-fields';

const refusedPledge = <O extends string>(op: O) =>
  z.object({
    op: z.literal(op),
    id: z.string().min(1).max(40),
    pledgeId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Unknown pledge'),
  });

/** The office's driveAction callable: save a drive (a new one without an id), or save some students' counts, or charge the saved pledges. */
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
      id: z.string().min(1).max(40),
      /** Some pages' counts (null clears one); each is checked against the drive's most by the server. */
      counts: z
        .record(pageCodeSchema, z.number().int().nonnegative().nullable())
        .refine((counts) => Object.keys(counts).length <= 5_000, 'Please save at most 5,000 counts at once'),
    }),
    z.object({ op: z.literal('charge'), id: z.string().min(1).max(40) }),
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
