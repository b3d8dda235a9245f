import { z } from '../zod';
import { isTimeZone } from '../time';

const timeZoneMessage = 'Please choose a time zone from the list, such as America/Los_Angeles';

/**
 * The school's time zone, an IANA name: every day boundary (the dashboard's Today, the lists' date filters,
 * campaigns), date key and date on a screen, an export or a receipt is in it. An unknown name is refused here
 * rather than later, where it would stop every date from being formatted.
 */
export const timeZoneSettingSchema = z
  .string({ error: timeZoneMessage })
  .trim()
  .max(64, timeZoneMessage)
  .refine(isTimeZone, timeZoneMessage);
