import { messages } from '@hope/domain/messages';
import { honeypotFilled, parseRequest } from '@hope/domain/public';
import { type SchoolSettings } from '@hope/domain/settings';
import type { z } from 'zod';
import { readSettings } from '../settings/read-settings';
import { BadRequest, HttpError } from '../platform/http-errors';
import { readJsonBody } from './json-body';
import type { Handler, RouteContext } from './router';

/**
 * A public JSON endpoint: the body is read with a size limit, a filled honeypot is refused, the body is parsed
 * with the domain schema, and only then does the request count against its route's abuse limit: a refused
 * request (400, 403, 429) writes nothing. Errors answer {error} in words a parent understands (a refused field
 * also {field}, a challenge to solve also {challenge}), Stripe trouble a 502.
 * The schema is built from the school's current settings (grade-and-teacher choices, sizes), which the handler
 * also gets: prices and names come from them, never from the request.
 */
export function jsonEndpoint<S extends z.ZodType>(
  schemaFor: (settings: SchoolSettings) => S,
  run: (
    data: z.infer<S>,
    settings: SchoolSettings,
    params: RouteContext['params'],
  ) => Promise<Record<string, unknown>>,
  successStatus = 200,
): Handler {
  return async (req, res, context) => {
    try {
      const body = readJsonBody(req);
      if (honeypotFilled(body)) throw new BadRequest(messages.abuse.formRefused);
      const settings = await readSettings();
      const parsed = parseRequest(schemaFor(settings), body);
      if (!parsed.ok) throw new BadRequest(parsed.error, 400, parsed.field);
      await context.admit(settings);
      res.status(successStatus).json(await run(parsed.data, settings, context.params));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      res.status(error.status).json({ ...error.extra, error: error.message });
    }
  };
}
