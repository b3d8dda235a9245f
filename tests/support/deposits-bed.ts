import { DEPOSIT_EVENTS_COLLECTION, DEPOSITS_COLLECTION, type DepositBatch } from '@hope/domain/deposits';
import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { callFunction, memberToken } from './callable';
import { officeDonation, useReceiptsBed } from './receipts-bed';

type Item = {
  method: 'cash' | 'check';
  amount_cents: number;
  check_number?: string | null;
  payer:
    | { type: 'existing'; collection: 'donations' | 'community_partners'; id: string }
    | { type: 'new'; kind: 'donation' | 'partner'; name: string; email: string; level?: string | null };
};

/**
 * Two members who may record deposits (the treasurer, an owner, and a second admin) and a viewer, on the
 * receipts bed (empty Firestore and inbox before each test): each step of a batch is a call of depositAction.
 */
export function useDepositsBed() {
  const bed = useReceiptsBed();
  const tokens = { treasurer: '', second: '', viewer: '' };
  beforeAll(async () => {
    tokens.treasurer = await memberToken('treasurer@example.org', { admin: true });
    tokens.second = await memberToken('second@example.org', { role: 'admin' });
    tokens.viewer = await memberToken('viewer@example.org', { role: 'viewer' });
  });
  type Who = keyof typeof tokens;

  const step = (data: Record<string, unknown>, who: Who = 'treasurer') =>
    callFunction('depositAction', { requestId: randomUUID(), ...data }, tokens[who]);

  const open = async (who: Who = 'treasurer') => {
    const answer = await step({ op: 'open' }, who);
    return (answer.result as { batchId: string }).batchId;
  };
  const add = (batchId: string, item: Item, who: Who = 'treasurer', requestId = randomUUID()) =>
    step({ op: 'add_item', batchId, requestId, item: { check_number: null, ...item } }, who);

  const batch = async (batchId: string) =>
    (await bed.admin.db.collection(DEPOSITS_COLLECTION).doc(batchId).get()).data() as DepositBatch;

  /** The count of a member who counted the envelope right: the batch's own cash and check totals. */
  const count = async (batchId: string, who: Who = 'treasurer') => {
    const { cash_cents, check_cents } = (await batch(batchId)).totals;
    return step({ op: 'count', batchId, counted: { cash_cents, check_cents } }, who);
  };

  /** Everything a refused step must leave as it was: batches, their history, held checks, records, history. */
  const everything = async () => {
    const collections = [DEPOSITS_COLLECTION, DEPOSIT_EVENTS_COLLECTION, 'deposit_checks', 'donations'];
    const all = [...collections, 'community_partners', 'record_events'];
    const snapshots = await Promise.all(all.map((name) => bed.admin.db.collection(name).get()));
    return snapshots.map((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data()]));
  };

  /** A check pledge the office entered earlier, still owed. */
  const pledge = async (name: string, email: string, amount: number) => {
    const ref = bed.admin.db.collection('donations').doc();
    await ref.set(
      officeDonation({ parent_name: name, email, donation_amount: amount, total_pledged_amt: amount }),
    );
    return ref.id;
  };

  return { ...bed, tokens, step, open, add, batch, count, everything, pledge };
}
