import { afterAll, describe, expect, it } from 'vitest';
import { adminForTests, clearFirestore, urls } from '../support/emulators';

const admin = adminForTests();
afterAll(() => admin.close());

/**
 * An empty project that stays empty for half a second: a trigger of an earlier test file may still be writing
 * when this one starts, and what it writes must not be taken for the health check's.
 */
async function quietEmptyProject(): Promise<void> {
  await expect
    .poll(
      async () => {
        await clearFirestore();
        await new Promise((resolve) => setTimeout(resolve, 500));
        return (await admin.db.listCollections()).length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
}

describe('GET /api/health', () => {
  it('answers JSON through the web proxy and writes nothing, however often it is called', async () => {
    await quietEmptyProject();
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
