import { z } from '../zod';
import type { Contribution, ProgressAggregate } from './progress';

/*
 * The parts of a campaign's progress kept beside its totals: each student page's gifts, and each class's
 * dollars and families (for the public class leaderboard). A gift naming students of two classes counts half
 * for each: its cents are split evenly, the first classes by name taking the odd cents, so the classes add up
 * to the gifts exactly and taking a contribution back removes exactly what adding it put in.
 */
export const pageTotalsSchema = z.object({
  raised_cents: z.number().int(),
  gifts: z.number().int(),
});
export const classTotalsSchema = z.object({
  raised_cents: z.number().int(),
  gifts: z.number().int(),
  /** Counted gifts per family hash, as the campaign's family_counts. */
  family_counts: z.record(z.string(), z.number().int()),
});
export type ClassTotals = z.infer<typeof classTotalsSchema>;

/** Family counts with one gift of `family` added or taken back; a family at zero gifts leaves the map. */
export function withFamilyCount(
  counts: Readonly<Record<string, number>> | undefined,
  family: string | null,
  sign: 1 | -1,
): Record<string, number> {
  const result = { ...counts };
  if (family) {
    const count = (result[family] ?? 0) + sign;
    if (count !== 0) result[family] = count;
    else delete result[family];
  }
  return result;
}

/** `cents` split into `parts` whole-cent shares that add up to it, the larger shares first. */
export function splitCents(cents: number, parts: number): number[] {
  const base = Math.trunc(cents / parts);
  const rest = cents - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < Math.abs(rest) ? Math.sign(rest) : 0));
}

function moved<T extends { gifts: number }>(
  map: Record<string, T> | undefined,
  key: string,
  change: (entry: T | undefined) => T,
): Record<string, T> {
  const result = { ...map };
  const next = change(result[key]);
  if (next.gifts === 0) delete result[key];
  else result[key] = next;
  return result;
}

/** The pages and classes of an aggregate with one contribution added (sign 1) or taken back (sign -1). */
export function withPartsOf(
  aggregate: ProgressAggregate,
  contribution: Contribution,
  sign: 1 | -1,
): Pick<ProgressAggregate, 'pages' | 'classes'> {
  let pages = aggregate.pages ?? {};
  if (contribution.page)
    pages = moved(pages, contribution.page, (entry) => ({
      raised_cents: (entry?.raised_cents ?? 0) + sign * contribution.raisedCents,
      gifts: (entry?.gifts ?? 0) + sign,
    }));
  let classes = aggregate.classes ?? {};
  const shares = splitCents(contribution.raisedCents, Math.max(1, contribution.classes.length));
  contribution.classes.forEach((label, index) => {
    classes = moved(classes, label, (entry) => ({
      raised_cents: (entry?.raised_cents ?? 0) + sign * shares[index]!,
      gifts: (entry?.gifts ?? 0) + sign,
      family_counts: withFamilyCount(entry?.family_counts, contribution.family, sign),
    }));
  });
  return { pages, classes };
}
