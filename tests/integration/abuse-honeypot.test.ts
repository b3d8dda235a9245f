import { assertFails, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { messages } from '@hope/domain/messages';
import { HONEYPOT_FIELD } from '@hope/domain/public';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../support/api';
import { PROJECT_ID, ports } from '../support/emulators';
import { usePaymentsBed } from '../support/payments-bed';
import { snapshotAll } from '../support/records';
import { sandbox } from '../support/sandbox';

const admin = usePaymentsBed();
const COUNTERS = 'abuse_counters';

const FORMS = [
  { path: '/api/checkout/donation', body: donationBody(), ok: 200 },
  { path: '/api/checkout/sponsorship', body: sponsorBody({ plan: 'installments', months: 3 }), ok: 200 },
  { path: '/api/pledges/check', body: sponsorBody({ plan: undefined }), ok: 201 },
];

describe.each(FORMS)('the hidden `fax` field on $path', ({ path, body, ok }) => {
  it('refuses a filled value with 400 and a clear message, writing nothing', async () => {
    expect(HONEYPOT_FIELD).toBe('fax');
    for (const filled of ['555-0100', ' x ', 0, true, ['a']]) {
      const answer = await postApi(path, { ...body, [HONEYPOT_FIELD]: filled });
      expect(answer).toMatchObject({ status: 400, body: { error: messages.abuse.formRefused } });
    }
    expect(await snapshotAll(admin.db)).toEqual({});
    expect((await admin.db.collection(COUNTERS).get()).size).toBe(0);
    expect(await sandbox.requests()).toEqual([]);
  });

  it('accepts it empty, blank or absent', async () => {
    for (const empty of ['', '  ', null, undefined]) {
      expect((await postApi(path, { ...body, [HONEYPOT_FIELD]: empty })).status).toBe(ok);
    }
  });
});

describe('the abuse counters collection', () => {
  it('is closed to every client, team members included', async () => {
    const env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        host: '127.0.0.1',
        port: ports.firestore,
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
    try {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), `${COUNTERS}/seeded`), { count: 1 }),
      );
      for (const db of [
        env.authenticatedContext('admin-user', { admin: true }).firestore(),
        env.unauthenticatedContext().firestore(),
      ]) {
        await assertFails(getDoc(doc(db, `${COUNTERS}/seeded`)));
        await assertFails(setDoc(doc(db, `${COUNTERS}/seeded`), { count: 0 }));
        await assertFails(setDoc(doc(db, `${COUNTERS}/new`), { count: 0 }));
      }
    } finally {
      await env.cleanup();
    }
  });
});
