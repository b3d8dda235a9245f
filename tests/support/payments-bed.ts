import { afterAll, beforeEach } from 'vitest';
import { adminForTests, clearFirestore } from './emulators';
import { sandbox } from './sandbox';

/** What a checkout endpoint answers. */
export type Started = { id: string; url: string };
export const sessionIdOf = (url: string): string => url.split('/').pop()!;

/** Each payments test starts from an empty Firestore and a fresh Stripe sandbox; returns firebase-admin. */
export function usePaymentsBed() {
  const admin = adminForTests();
  afterAll(() => admin.close());
  beforeEach(async () => {
    await clearFirestore();
    await sandbox.reset();
  });
  return admin;
}
