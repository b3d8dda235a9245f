import type { SchoolSettings } from '@hope/domain/settings';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { enforceLimit } from '../abuse/guard';
import type { LimitName } from '../abuse/limits';

/**
 * What the router gives a handler: `admit(settings)` counts the request against its route's abuse limits, if
 * any (the client network's, and the hourly cap of all clients from the settings).
 */
export type RouteContext = { admit: (settings: SchoolSettings) => Promise<void> };
export type Handler = (req: Request, res: Response, context: RouteContext) => Promise<void>;
/** `limit`: the public routes' per-client allowance, taken once the request is known to be well formed. */
export type Route = { method: 'GET' | 'POST'; path: string; handler: Handler; limit?: LimitName };

const unlimited: RouteContext = { admit: async () => {} };

/** Paths arrive with the /api prefix through the Hosting rewrite and the dev proxy alike. */
export function createRouter(routes: Route[]): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    const path = req.path.replace(/\/+$/, '') || '/';
    const matching = routes.filter((route) => route.path === path);
    const route = matching.find((candidate) => candidate.method === req.method);
    if (!route) {
      if (matching.length > 0) {
        res.set('Allow', matching.map((candidate) => candidate.method).join(', '));
        res.status(405).json({ error: 'Method not allowed' });
      } else {
        res.status(404).json({ error: 'Not found' });
      }
      return;
    }
    const { limit } = route;
    const context = limit
      ? { admit: (settings: SchoolSettings) => enforceLimit(limit, req, res, settings) }
      : unlimited;
    try {
      await route.handler(req, res, context);
    } catch (error) {
      console.error(`${req.method} ${path} failed`, error);
      if (!res.headersSent)
        res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
    }
  };
}
