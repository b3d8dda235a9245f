import { afterAll, describe, expect, it } from 'vitest';
import { adminForTests, urls } from '../support/emulators';

const admin = adminForTests();
afterAll(() => admin.close());

describe('GET /api/health', () => {
  it('answers JSON through the web proxy after writing and reading Firestore', async () => {
    const response = await fetch(`${urls.web}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { ok: boolean; checked_at: string };
    expect(body.ok).toBe(true);

    const stored = await admin.db.doc('health/heartbeat').get();
    expect(stored.get('checked_at')).toBe(body.checked_at);
  });

  it('answers 404 with a JSON error for an unknown path', async () => {
    const response = await fetch(`${urls.functionsBase}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers 405 for a method the endpoint does not take', async () => {
    const response = await fetch(`${urls.functionsBase}/api/health`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
