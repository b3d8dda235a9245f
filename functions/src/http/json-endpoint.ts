import { parseRequest } from '@hope/domain';
import type { z } from 'zod';
import { BadRequest, HttpError, readJsonBody } from './json-body';
import type { Handler } from './router';

/**
 * A public JSON endpoint: the body is read with a size limit and parsed with the domain schema before
 * anything is written; a bad body gets 400 {error} in words a parent understands, Stripe trouble a 502.
 */
export function jsonEndpoint<S extends z.ZodType>(
  schema: S,
  run: (data: z.infer<S>) => Promise<Record<string, unknown>>,
  successStatus = 200,
): Handler {
  return async (req, res) => {
    try {
      const parsed = parseRequest(schema, readJsonBody(req));
      if (!parsed.ok) throw new BadRequest(parsed.error);
      res.status(successStatus).json(await run(parsed.data));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      res.status(error.status).json({ error: error.message });
    }
  };
}
