import { z } from '../zod';
import { appConfig } from '../config';
import { isDateKey } from '../time';
import { hasAtMostTwoDecimals } from '../money';

export const driveLimits = { nameMax: 60, unitMax: 20, maxUnits: 10_000 } as const;

const unitText = (what: string) =>
  z
    .string({ error: `Please enter the ${what}` })
    .trim()
    .min(1, `Please enter the ${what}`)
    .max(driveLimits.unitMax, `Please shorten the ${what} to ${driveLimits.unitMax} characters`);

const unitWords = (language: string) =>
  z.object({
    one: unitText(`${language}unit for one (lap)`),
    other: unitText(`${language}unit for several (laps)`),
  });

/** A rate in dollars: more than zero, to the cent, at most the largest gift the forms take. */
export const rateSchema = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in dollars` })
    .positive(`Please enter the ${what} in dollars`)
    .max(
      appConfig.limits.maxAmount,
      `Please enter a ${what} of at most $${appConfig.limits.maxAmount.toLocaleString('en-US')}`,
    )
    .refine(hasAtMostTwoDecimals, `Please enter the ${what} in dollars and cents`);

/** What the office sets on a drive, as it is stored (the form's fields, checked by the server again). */
export const driveFields = {
  name: z
    .string({ error: 'Please enter the drive name' })
    .trim()
    .min(1, 'Please enter the drive name')
    .max(driveLimits.nameMax, `Please shorten the drive name to ${driveLimits.nameMax} characters`),
  unit: unitWords(''),
  /** The unit in Spanish for the Spanish pages; null: the English words are shown. */
  unit_es: unitWords('Spanish ').nullable(),
  event_date: z
    .string({ error: 'Please enter the event date' })
    .refine(isDateKey, 'Please enter the event date'),
  max_units: z
    .number({ error: 'Please enter the most a student can count' })
    .int('Please enter the most a student can count as a whole number')
    .min(1, 'Please enter the most a student can count')
    .max(driveLimits.maxUnits, `Please enter at most ${driveLimits.maxUnits.toLocaleString('en-US')}`),
  /** A suggested amount per unit shown on the pledge form; null: none suggested. */
  suggested_rate: rateSchema('suggested amount').nullable(),
  /** Taking pledges on the students' pages. */
  open: z.boolean(),
};
