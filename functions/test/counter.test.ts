import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { admit } from '../src/abuse/counter';
import type { Limit } from '../src/abuse/limits';

/** Just enough of Firestore for the counters: documents with an update time, create and conditional update. */
function fakeFirestore() {
  const docs = new Map<string, { data: Record<string, unknown>; version: number }>();
  let reads = 0;
  const tick = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
  const doc = (id: string) => ({
    id,
    async get() {
      reads += 1;
      await tick();
      const stored = docs.get(id);
      return {
        exists: stored !== undefined,
        get: (field: string) => stored?.data[field],
        updateTime: stored?.version,
      };
    },
    async create(data: Record<string, unknown>) {
      await tick();
      if (docs.has(id)) throw Object.assign(new Error('exists'), { code: 6 });
      docs.set(id, { data, version: 1 });
    },
    async update(data: Record<string, unknown>, { lastUpdateTime }: { lastUpdateTime: number }) {
      await tick();
      const stored = docs.get(id)!;
      if (stored.version !== lastUpdateTime) throw Object.assign(new Error('changed'), { code: 9 });
      docs.set(id, { data: { ...stored.data, ...data }, version: stored.version + 1 });
    },
  });
  const db = { collection: () => ({ doc }) } as unknown as Firestore;
  return { db, docs, reads: () => reads };
}

const NETWORK = 'network-key';
const limit = (perWindow: number): Limit => ({
  name: 'check_pledge',
  scope: 'network',
  perWindow,
  windowMs: 3_600_000,
});
const NOW = Date.UTC(2026, 10, 24, 18, 20);

describe('the counters of the abuse limits', () => {
  it('let exactly the limit through among simultaneous requests, and refuse until the window ends', async () => {
    const { db, docs } = fakeFirestore();
    const answers = await Promise.all(Array.from({ length: 12 }, () => admit(db, limit(8), NETWORK, NOW)));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(8);
    expect(answers.find((answer) => !answer.admitted)).toEqual({
      admitted: false,
      retryAfterSeconds: 40 * 60,
    });
    expect([...docs.values()].map(({ data }) => data.count)).toEqual([8]);
  });

  it('refuse from memory, without a read, once a counter was seen full; a raised limit reads again', async () => {
    const { db, reads } = fakeFirestore();
    const now = NOW + 5 * 3_600_000;
    for (let call = 0; call < 3; call += 1) await admit(db, limit(3), NETWORK, now);
    expect((await admit(db, limit(3), NETWORK, now)).admitted).toBe(false);
    const before = reads();
    expect((await admit(db, limit(3), NETWORK, now)).admitted).toBe(false);
    expect(reads()).toBe(before);
    expect((await admit(db, limit(4), NETWORK, now)).admitted).toBe(true);
    expect(reads()).toBeGreaterThan(before);
  });
});
