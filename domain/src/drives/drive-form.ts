import { z } from '../zod';
import { readNumberInput } from '../input';
import { driveFields } from './drive-fields';
import type { Drive } from './drive';
import type { DriveFields } from './drive-request';

/**
 * The office's drive form: the stored fields, with the number inputs as typed (blank suggested amount: none)
 * and the Spanish unit blank for none. Its output is what the driveAction callable takes.
 */
export interface DriveFormValues {
  name: string;
  unit: { one: string; other: string };
  unit_es: { one: string; other: string };
  event_date: string;
  max_units: string;
  suggested_rate: string;
  open: boolean;
}

/** A number input as typed: blank reads as null, text that is no number as NaN (both refused with words). */
const typedNumber = z.string().transform((value) => readNumberInput(value));

export const driveFormSchema = z.object({
  ...driveFields,
  unit_es: z
    .object({ one: z.string(), other: z.string() })
    .transform((words) => (words.one.trim() || words.other.trim() ? words : null))
    .pipe(driveFields.unit_es),
  max_units: typedNumber.pipe(driveFields.max_units),
  suggested_rate: typedNumber.pipe(driveFields.suggested_rate),
});

export const emptyDriveForm: DriveFormValues = {
  name: '',
  unit: { one: '', other: '' },
  unit_es: { one: '', other: '' },
  event_date: '',
  max_units: '',
  suggested_rate: '',
  open: false,
};

/** A stored drive in the form, to change it. */
export function driveFormValues(drive: Drive | DriveFields): DriveFormValues {
  return {
    name: drive.name,
    unit: { ...drive.unit },
    unit_es: drive.unit_es ? { ...drive.unit_es } : { one: '', other: '' },
    event_date: drive.event_date,
    max_units: String(drive.max_units),
    suggested_rate: drive.suggested_rate === null ? '' : drive.suggested_rate.toFixed(2),
    open: drive.open,
  };
}
