import { afterAll, describe, expect, it } from 'vitest';
import { adminForTests, clearFirestore, urls } from '../support/emulators';

const admin = adminForTests();
afterAll(() => admin.close());

describe('GET /api/health', () => {
  it('answers JSON through the web proxy and writes nothing, however often it is called', async () => {
    await clearFirestore();
    for (let call = 0; call < 3; call += 1) {
      const response = await fetch(`${urls.web}/api/health`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ ok: true, checked_at: expect.any(String) });
    }
    expect(await admin.db.listCollections()).toEqual([]);
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
