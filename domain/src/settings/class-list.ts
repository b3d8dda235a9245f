import { z } from '../zod';
import { duplicates } from './distinct-texts';
import { classChoiceSchema, settingsLimits } from './schema';

/** A list of grade-and-teacher choices: the school's own, or one a campaign keeps for its year. */
export const classesSchema = z
  .array(classChoiceSchema)
  .min(1, 'Please keep at least one grade-and-teacher choice')
  .max(settingsLimits.classChoices, `Please list at most ${settingsLimits.classChoices} choices`)
  .refine(
    (classes) => !duplicates(classes.map((choice) => choice.label)),
    'Each grade-and-teacher choice must be different',
  );
