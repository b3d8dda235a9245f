import { z } from '../zod';

const LEVEL_ID_MAX = 40;
const levelIdMessage =
  'Please enter the level id in lowercase letters, digits and hyphens (for example gold)';

/**
 * A sponsorship level's id: a short slug ('gold', 'diamond-plus') that a partner record stores and that never
 * changes once saved, while the level's name and price may. Which ids exist is the school's settings.
 */
export const levelIdSchema = z
  .string({ error: levelIdMessage })
  .trim()
  .max(LEVEL_ID_MAX, `Please shorten the level id to ${LEVEL_ID_MAX} characters or fewer`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, levelIdMessage);
export type LevelId = z.infer<typeof levelIdSchema>;

/**
 * A level id made from a name ('Diamond Plus' gives 'diamond-plus', 'Crème Brûlée' 'creme-brulee'), offered
 * when the office adds a level: accents are dropped, not turned into hyphens.
 */
export function levelIdFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LEVEL_ID_MAX)
    .replace(/-+$/, '');
}
