import { onRequest } from 'firebase-functions/https';
import { health } from './health';
import { createRouter } from './http/router';

const router = createRouter([{ method: 'GET', path: '/api/health', handler: health }]);

/** Every public endpoint lives under /api/** (Hosting rewrite in production, Vite proxy in development). */
export const api = onRequest({ region: 'us-central1', cors: false }, router);
