import { z } from '../zod';

/*
 * The Spanish versions of the school's own words, kept beside the English ones they translate (a budget item
 * carries its own Spanish label, so reordering or removing items never mismatches them). Every version is
 * optional: a blank or missing one reads the English (school-words.ts).
 */

function spanishText(label: string, max: number) {
  return z
    .string({ error: `Please enter the Spanish ${label}, or leave it blank` })
    .trim()
    .max(max, `Please shorten the Spanish ${label} to ${max} characters or fewer`);
}

/** `{ es: { name: ... } }` beside the English fields of one place, each text optional. */
export function spanishVersions<Shape extends Record<string, number>>(
  labels: {
    [Key in keyof Shape]: string;
  },
  limits: Shape,
) {
  const shape = Object.fromEntries(
    Object.keys(limits).map((key) => [key, spanishText(labels[key]!, limits[key]!).optional()]),
  ) as { [Key in keyof Shape]: z.ZodOptional<z.ZodString> };
  return z.object({ es: z.object(shape).optional() }).optional();
}
