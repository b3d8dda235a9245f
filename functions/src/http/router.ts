import type { SchoolSettings } from '@hope/domain/settings';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { enforceLimit } from '../abuse/guard';
import type { LimitName } from '../abuse/limits';

/**
 * What the router gives a handler: `admit(settings)` counts the request against its route's abuse limits, if
 * any (the client network's, and the hourly cap of all clients from the settings), and `params` the path's
 * named segments.
 */
export type RouteContext = {
  admit: (settings: SchoolSettings) => Promise<void>;
  params: Readonly<Record<string, string>>;
};
export type Handler = (req: Request, res: Response, context: RouteContext) => Promise<void>;
/**
 * `path`: exact segments, or `:name` for one segment of any text that the handler receives in `params`
 * ('/api/pages/:code'). `limit`: the public routes' per-client allowance, taken once the request is known to be
 * well formed.
 */
export type Route = { method: 'GET' | 'POST'; path: string; handler: Handler; limit?: LimitName };

const unlimitedAdmit = async () => {};

/** The named segments if `path` matches the route's pattern segment by segment, else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** Paths arrive with the /api prefix through the Hosting rewrite and the dev proxy alike. */
export function createRouter(routes: Route[]): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    const path = req.path.replace(/\/+$/, '') || '/';
    const matching = routes.flatMap((route) => {
      const params = matchPath(route.path, path);
      return params ? [{ route, params }] : [];
    });
    const found = matching.find((candidate) => candidate.route.method === req.method);
    if (!found) {
      if (matching.length > 0) {
        res.set('Allow', matching.map((candidate) => candidate.route.method).join(', '));
        res.status(405).json({ error: 'Method not allowed' });
      } else {
        res.status(404).json({ error: 'Not found' });
      }
      return;
    }
    const { route, params } = found;
    const { limit } = route;
    const context: RouteContext = {
      admit: limit ? (settings) => enforceLimit(limit, req, res, settings) : unlimitedAdmit,
      params,
    };
    try {
      await route.handler(req, res, context);
    } catch (error) {
      console.error(`${req.method} ${path} failed`, error);
      if (!res.headersSent)
        res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
    }
  };
}
