import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PROJECT_ID, ports } from '../support/emulators';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: '127.0.0.1',
      port: ports.firestore,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'donations/seeded'), { parent_name: 'Seeded Parent' });
    await setDoc(doc(context.firestore(), 'community_partners/seeded'), { company_name: 'Seeded Co' });
    await setDoc(doc(context.firestore(), 'stripe_events/evt_seeded'), {
      type: 'checkout.session.completed',
    });
  });
});

const admin = () => env.authenticatedContext('admin-user', { admin: true }).firestore();
const member = () => env.authenticatedContext('signed-in-user', { email: 'someone@example.com' }).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

describe.each(['donations', 'community_partners'])('%s', (collection) => {
  it('lets an admin read and write', async () => {
    await assertSucceeds(getDoc(doc(admin(), `${collection}/seeded`)));
    await assertSucceeds(setDoc(doc(admin(), `${collection}/new`), { notes: 'added by admin' }));
  });

  it('denies an anonymous visitor reading or writing', async () => {
    await assertFails(getDoc(doc(visitor(), `${collection}/seeded`)));
    await assertFails(setDoc(doc(visitor(), `${collection}/new`), { notes: 'x' }));
  });

  it('denies a signed-in user without the admin claim', async () => {
    await assertFails(getDoc(doc(member(), `${collection}/seeded`)));
    await assertFails(setDoc(doc(member(), `${collection}/new`), { notes: 'x' }));
  });
});

describe('server-only collections', () => {
  it('deny even an admin reading or writing the payment event ledger', async () => {
    await assertFails(getDoc(doc(admin(), 'stripe_events/evt_seeded')));
    await assertFails(setDoc(doc(admin(), 'stripe_events/evt_new'), { type: 'forged' }));
  });

  it('deny anyone reading or writing an unknown collection', async () => {
    await assertFails(getDoc(doc(visitor(), 'anything/at-all')));
    await assertFails(setDoc(doc(admin(), 'anything/at-all'), { x: 1 }));
  });
});
