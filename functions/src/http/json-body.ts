import type { Request } from 'firebase-functions/https';
import { BadRequest } from '../platform/http-errors';

export const MAX_BODY_BYTES = 32 * 1024;

/** The raw body is checked before parsing, so an oversized or non-JSON request never reaches the schemas. */
export function readJsonBody(req: Request): unknown {
  const raw = req.rawBody;
  if (!raw || raw.length === 0) throw new BadRequest('Please send the form details.');
  if (raw.length > MAX_BODY_BYTES) throw new BadRequest('The request is too large.', 413);
  if (!req.is('application/json')) throw new BadRequest('Please send the form details as JSON.', 415);
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new BadRequest('The form details could not be read. Please try again.');
  }
}
