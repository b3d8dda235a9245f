import { receiptMailId } from '@hope/domain/receipts';
import { donationSchema, RECORD_EVENTS_COLLECTION } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDepositsBed } from '../../support/deposits-bed';
import { mailbox } from '../../support/maildev';

const bed = useDepositsBed();
const email = 'rivera@example.com';

const stored = async (id: string) =>
  donationSchema.parse((await bed.admin.db.doc(`donations/${id}`).get()).data());
const history = async (id: string) =>
  (await bed.admin.db.collection(RECORD_EVENTS_COLLECTION).where('record_id', '==', id).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string; kind: string },
  );

/** A $500 check pledge whose check 1042 one member recorded as received on Nov 3, 2026. */
async function recordedCheck() {
  const id = await bed.pledge('Rivera family', email, 500);
  const check = {
    action: 'record_check' as const,
    collection: 'donations' as const,
    id,
    checkNumber: '1042',
    amount: 500,
    depositedOn: '2026-11-03',
  };
  expect(await bed.act(check)).toMatchObject({ status: 200 });
  await bed.inbox(email);
  return id;
}

const correction = (id: string, amount: number, depositedOn = '2026-11-03') => ({
  action: 'correct_check' as const,
  collection: 'donations' as const,
  id,
  checkNumber: '1042',
  amount,
  depositedOn,
  reason: 'The check says $450: the amount was mistyped',
  requestId: randomUUID(),
});

describe('correcting a recorded check', () => {
  it('writes the new amount with its own history entry, mails one corrected receipt, and the net and statement follow', async () => {
    const id = await recordedCheck();
    const fix = correction(id, 450);
    expect(await bed.act(fix)).toMatchObject({ status: 200, result: { ok: true, replayed: false } });
    // A retried call (the same request) changes nothing more and mails nothing more.
    expect(await bed.act(fix)).toMatchObject({ status: 200, result: { ok: true, replayed: true } });

    const record = await stored(id);
    expect(record.checks?.['1042']).toMatchObject({ amount: 450, deposited_on: '2026-11-03', revision: 2 });
    expect(record).toMatchObject({ net_payment: 450, total_pledged_amt: 500 });
    const entries = await history(id);
    const corrected = entries.filter((entry) => entry.kind === 'check_corrected');
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({
      id: `${fix.requestId}_donations_${id}`,
      actor: { type: 'member', email: 'treasurer@example.org' },
      summary:
        'Check #1042 corrected from $500.00 deposited 2026-11-03 to $450.00 deposited 2026-11-03: ' +
        'The check says $450: the amount was mistyped',
      changes: { 'Check #1042: amount': { before: '$500.00', after: '$450.00' } },
    });
    // It is no second payment: the history still has the one payment received.
    expect(entries.filter((entry) => entry.kind === 'payment_received')).toHaveLength(1);

    const [first, second, ...more] = await bed.inbox(email, 2);
    expect(more).toHaveLength(0);
    const receipts = [first!, second!].sort((a, b) => a.subject.localeCompare(b.subject));
    expect(receipts.map((message) => message.subject)).toEqual([
      'Your corrected receipt from Hope Parent Organization: $450.00 received November 3, 2026',
      'Your receipt from Hope Parent Organization: $500.00 received November 3, 2026',
    ]);
    expect(receipts[0]!.text).toContain(
      'This corrected receipt replaces the earlier receipt for this check, which showed $500.00 received on November 3, 2026.',
    );
    expect(receipts[0]!.text).toContain('Check #1042');
    const mails = await bed.settled(2);
    expect(mails.has(receiptMailId('donations', id, 'check_1042_r2'))).toBe(true);
    // The retried correction sent nothing more.
    expect(await mailbox.to(email)).toHaveLength(2);

    const preview = await bed.call('yearEndStatements', { action: 'preview', year: 2026 });
    expect(preview.result).toMatchObject({ donors: [{ email, total: 450, gifts: 1 }] });
  });

  it('is for owners and admins only, by their role now; a viewer is refused and nothing changes', async () => {
    const id = await recordedCheck();
    const before = await stored(id);
    const answer = await bed.call('recordAction', correction(id, 450), bed.tokens.viewer);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a check a signed-off deposit carried, naming the deposit; nothing is written', async () => {
    const id = await bed.pledge('Rivera family', email, 500);
    const batchId = await bed.open();
    const item = {
      method: 'check' as const,
      amount_cents: 50_000,
      check_number: '1042',
      payer: { type: 'existing' as const, collection: 'donations' as const, id },
    };
    expect(await bed.add(batchId, item)).toMatchObject({ status: 200 });
    await bed.count(batchId);
    expect(await bed.step({ op: 'sign_off', batchId }, 'second')).toMatchObject({ status: 200 });
    const batch = await bed.batch(batchId);
    expect(batch.name).toMatch(/^Deposit 1 · /);
    await bed.settled(1);
    const before = await bed.everything();

    const answer = await bed.act(correction(id, 450));
    const day = new Date(`${batch.deposited_on}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message:
        `Check 1042 is part of ${batch.name}, signed off by two members on ` +
        `${day}, so it cannot be corrected here: a change to it must go through that deposit.`,
      details: { field: 'checkNumber' },
    });
    expect(await bed.everything()).toEqual(before);
  });
});

describe('a deposit item for a check its record already holds', () => {
  it('is refused beside the check number, naming what the record holds; nothing is written', async () => {
    const id = await recordedCheck();
    const batchId = await bed.open();
    const before = await bed.everything();
    const answer = await bed.add(batchId, {
      method: 'check',
      amount_cents: 500,
      check_number: '#1042',
      payer: { type: 'existing', collection: 'donations', id },
    });
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message:
        'Check 1042 is already recorded on this gift: $500.00 received on Nov 3, 2026. To change it, use Correct check.',
      details: { field: 'check_number' },
    });
    expect(await bed.everything()).toEqual(before);
  });
});
