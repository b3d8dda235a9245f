import { donationSchema, RECORD_EVENTS_COLLECTION } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { officeDonation, useReceiptsBed } from '../../support/receipts-bed';

const bed = useReceiptsBed();

const stored = async (id: string) =>
  donationSchema.parse((await bed.admin.db.doc(`donations/${id}`).get()).data());
const history = async (id: string) =>
  (await bed.admin.db.collection(RECORD_EVENTS_COLLECTION).where('record_id', '==', id).get()).docs.map(
    (doc) => doc.data(),
  );

describe('a check the record already holds is never written over', () => {
  it('refuses check 1042 recorded again as $5 on 2020-01-02, naming what it holds; nothing changes', async () => {
    const ref = bed.admin.db.collection('donations').doc();
    await ref.set(officeDonation({ donation_amount: 500, total_pledged_amt: 500 }));
    const check = {
      action: 'record_check' as const,
      collection: 'donations' as const,
      id: ref.id,
      checkNumber: '1042',
      amount: 500,
      depositedOn: '2026-11-03',
    };
    expect(await bed.act(check)).toMatchObject({ status: 200 });
    const before = { record: await stored(ref.id), history: await history(ref.id) };
    expect(before.record.net_payment).toBe(500);

    const answer = await bed.act({ ...check, amount: 5, depositedOn: '2020-01-02' });
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message:
        'Check 1042 is already recorded on this gift: $500.00 received on Nov 3, 2026. ' +
        'To change it, use Correct check.',
      details: { field: 'checkNumber' },
    });
    // The same number typed another way is the same check.
    expect((await bed.act({ ...check, checkNumber: '#10 42', amount: 5 })).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect(await stored(ref.id)).toEqual(before.record);
    expect(await history(ref.id)).toHaveLength(before.history.length);
  });

  it('answers a replay of the very same check (a double click, a retried call) with success, writing nothing', async () => {
    const ref = bed.admin.db.collection('donations').doc();
    await ref.set(officeDonation());
    const check = {
      action: 'record_check' as const,
      collection: 'donations' as const,
      id: ref.id,
      checkNumber: '77',
      amount: 250,
      depositedOn: '2026-10-20',
    };
    expect(await bed.act(check)).toMatchObject({ status: 200, result: { ok: true, replayed: false } });
    const before = { record: await stored(ref.id), history: await history(ref.id) };
    // A second dialog sending the same check: a new request id, the same facts.
    expect(await bed.act({ ...check, checkNumber: ' 77 ' })).toMatchObject({
      status: 200,
      result: { ok: true, replayed: true },
    });
    expect(await stored(ref.id)).toEqual(before.record);
    expect(await history(ref.id)).toHaveLength(before.history.length);
  });
});
