import { z } from '../zod';
import type { Language } from '../config';
import { isoTimestampSchema } from '../time';
import { driveFields } from './drive-fields';

/*
 * A pledge drive: a fun run, a read-a-thon, a walk-a-thon. Relatives pledge an amount per unit counted (a lap, a
 * minute, a book) on a student's page; the card is saved then, and charged once the office has entered the
 * counts. A drive belongs to a campaign (its money counts there); several may exist, one at a time takes pledges.
 */
export const DRIVES_COLLECTION = 'drives';

export const driveSchema = z.object({
  ...driveFields,
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  campaign_id: z.string().min(1),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Drive = z.infer<typeof driveSchema>;

/** "1 lap", "12 laps", "12 vueltas": the unit's word for a number, in a language (English when none is given). */
export function unitWord(
  drive: Pick<Drive, 'unit' | 'unit_es'>,
  count: number,
  language: Language = 'en',
): string {
  const words = language === 'es' && drive.unit_es ? drive.unit_es : drive.unit;
  return count === 1 ? words.one : words.other;
}

/** "12 laps". */
export function unitCount(
  drive: Pick<Drive, 'unit' | 'unit_es'>,
  count: number,
  language: Language = 'en',
): string {
  return `${count.toLocaleString(language === 'es' ? 'es-US' : 'en-US')} ${unitWord(drive, count, language)}`;
}
