import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

export type Handler = (req: Request, res: Response) => Promise<void>;
export type Route = { method: 'GET' | 'POST'; path: string; handler: Handler };

/** Paths arrive with the /api prefix through the Hosting rewrite and the dev proxy alike. */
export function createRouter(routes: Route[]): Handler {
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
    try {
      await route.handler(req, res);
    } catch (error) {
      console.error(`${req.method} ${path} failed`, error);
      if (!res.headersSent)
        res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
    }
  };
}
