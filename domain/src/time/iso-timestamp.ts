import { z } from '../zod';

/** ISO 8601 instant, as written by `new Date().toISOString()`. */
export const isoTimestampSchema = z.iso.datetime({ offset: true });
