import type { MailDocument } from '@hope/domain/receipts';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { mirrorMailStatus } from '../src/mail/mail-status';

type Stored = { data: Record<string, unknown>; version: string };

/** Just enough of Firestore for the mirror: documents with an update time, reads, and a transaction. */
function fakeFirestore() {
  const docs = new Map<string, Stored>();
  let clock = 0;
  const stamp = () => String(++clock).padStart(6, '0');
  const snapshot = (path: string) => {
    const stored = docs.get(path);
    return {
      exists: stored !== undefined,
      data: () => stored?.data,
      get: (field: string) => stored?.data[field],
      updateTime: stored ? { valueOf: () => stored.version } : undefined,
      readTime: { valueOf: () => String(clock).padStart(6, '0') },
    };
  };
  const ref = (collection: string, id: string) => ({
    path: `${collection}/${id}`,
    get: async () => snapshot(`${collection}/${id}`),
  });
  const db = {
    collection: (collection: string) => ({ doc: (id: string) => ref(collection, id) }),
    runTransaction: async (body: (tx: unknown) => Promise<void>) =>
      body({
        get: async (target: { path: string }) => snapshot(target.path),
        set: (target: { path: string }, data: Record<string, unknown>) =>
          docs.set(target.path, { data, version: stamp() }),
        delete: (target: { path: string }) => docs.delete(target.path),
      }),
  } as unknown as Firestore;
  const write = (path: string, data: Record<string, unknown>) => docs.set(path, { data, version: stamp() });
  return { db, docs, write };
}

const receipt = (state: string): MailDocument =>
  ({
    to: 'ann@example.com',
    message: { subject: 'Your receipt', text: 'Manage: https://x/api/portal?t=secret', html: '<p>x</p>' },
    kind: 'receipt',
    record: { collection: 'donations', id: 'd1' },
    event_id: 'payment_donations_d1_ch_1',
    statement: null,
    summary: 'Receipt for $30.00 received 2026-11-03',
    created_at: '2026-11-03T18:00:00.000Z',
    delivery: { state, attempts: 1 },
  }) as MailDocument;

describe('a message’s status', () => {
  it('follows every write of the message, with no body or link', async () => {
    const { db, docs, write } = fakeFirestore();
    write('mail/m1', receipt('PROCESSING'));
    await mirrorMailStatus('m1', db);
    write('mail/m1', receipt('SUCCESS'));
    await mirrorMailStatus('m1', db);
    const status = docs.get('mail_status/m1')!.data;
    expect(status).toMatchObject({ to: 'ann@example.com', delivery: { state: 'SUCCESS', attempts: 1 } });
    expect(JSON.stringify(status)).not.toContain('/api/portal');
  });

  it('never goes back to an older version when runs finish out of order', async () => {
    const { db, docs, write } = fakeFirestore();
    write('mail/m1', receipt('SUCCESS'));
    await mirrorMailStatus('m1', db);
    // A late run that read the message as it was before that write (an older update time).
    docs.set('mail/m1', { data: receipt('PROCESSING'), version: '000000' });
    await mirrorMailStatus('m1', db);
    expect(docs.get('mail_status/m1')!.data).toMatchObject({ delivery: { state: 'SUCCESS' } });
  });

  it('goes with its message, and leaves alone a document that is no message', async () => {
    const { db, docs, write } = fakeFirestore();
    write('mail/m1', receipt('SUCCESS'));
    await mirrorMailStatus('m1', db);
    docs.delete('mail/m1');
    await mirrorMailStatus('m1', db);
    expect(docs.has('mail_status/m1')).toBe(false);
    write('mail/m2', { to: 'x' });
    await mirrorMailStatus('m2', db);
    expect(docs.has('mail_status/m2')).toBe(false);
  });
});
