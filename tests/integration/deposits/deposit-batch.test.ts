import { defaultSettings } from '@hope/domain/settings';
import { formatSchoolDay } from '@hope/domain/time';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDepositsBed } from '../../support/deposits-bed';
import { mailbox } from '../../support/maildev';
import { readPdf } from '../../support/pdf-text';

const bed = useDepositsBed();

const families = {
  rivera: 'rivera@example.com',
  kim: 'kim@example.com',
  lee: 'lee@example.com',
  patel: 'patel@example.com',
  bay: 'sam@bayhardware.example.com',
};

describe('a deposit of cash and checks', () => {
  it('takes 3 cash gifts and 2 checks through two sign-offs, settling and receipting each item once', async () => {
    const rivera = await bed.pledge('Rivera family', families.rivera, 250);
    const kim = await bed.pledge('Kim family', families.kim, 40);
    const batchId = await bed.open();
    const items = [
      {
        method: 'check',
        amount_cents: 25000,
        check_number: '1042',
        payer: { type: 'existing', collection: 'donations', id: rivera },
      },
      {
        method: 'check',
        amount_cents: 50000,
        check_number: '3001',
        payer: { type: 'new', kind: 'partner', name: 'Bay Hardware', email: families.bay, level: 'gold' },
      },
      { method: 'cash', amount_cents: 4000, payer: { type: 'existing', collection: 'donations', id: kim } },
      {
        method: 'cash',
        amount_cents: 2000,
        payer: { type: 'new', kind: 'donation', name: 'Lee family', email: families.lee },
      },
      {
        method: 'cash',
        amount_cents: 3550,
        payer: { type: 'new', kind: 'donation', name: 'Patel family', email: families.patel },
      },
    ] as const;
    const firstRequest = randomUUID();
    for (const [index, item] of items.entries()) {
      const answer = await bed.add(batchId, item, 'treasurer', index === 0 ? firstRequest : undefined);
      expect(answer).toMatchObject({ status: 200, result: { replayed: false } });
    }
    // A retried add (the same request) adds nothing.
    expect(await bed.add(batchId, items[0], 'treasurer', firstRequest)).toMatchObject({
      result: { replayed: true },
    });
    expect((await bed.batch(batchId)).totals).toEqual({
      cash_cents: 9550,
      check_cents: 75000,
      total_cents: 84550,
    });

    // A blind count that misses the items (a $5 bill short) is refused, saying which part, and changes nothing.
    const unchanged = await bed.everything();
    const short = { cash_cents: 9050, check_cents: 75000 };
    expect((await bed.step({ op: 'count', batchId, counted: short })).error?.message).toBe(
      'Your cash count does not match the cash in the items entered: count the cash again, or correct the items.',
    );
    expect(await bed.everything()).toEqual(unchanged);
    expect(await bed.count(batchId)).toMatchObject({ status: 200 });
    const before = await bed.everything();
    const bySameMember = await bed.step({ op: 'sign_off', batchId });
    expect(bySameMember.error?.message).toBe('You counted this batch: a second member must sign it off.');
    expect(await bed.everything()).toEqual(before);

    const signOff = { op: 'sign_off', batchId, requestId: randomUUID() };
    expect(await bed.step(signOff, 'second')).toMatchObject({ status: 200, result: { replayed: false } });
    expect(await bed.step(signOff, 'second')).toMatchObject({ status: 200, result: { replayed: true } });
    const batch = await bed.batch(batchId);
    expect(batch).toMatchObject({
      state: 'deposited',
      counted: { email: 'treasurer@example.org' },
      signed_off: { email: 'second@example.org' },
    });

    const messages = await bed.settled(5);
    expect(messages.size).toBe(5);
    for (const address of Object.values(families)) {
      const [receipt, ...more] = await mailbox.to(address);
      expect(more).toHaveLength(0);
      expect(receipt!.subject).toMatch(/^Your receipt from Hope Parent Organization/);
    }
    expect((await mailbox.to(families.rivera))[0]!.text).toContain('Check #1042');
    expect((await mailbox.to(families.lee))[0]!.text).toContain('Cash');
    expect((await mailbox.to(families.patel))[0]!.text).toContain('$35.50');

    const db = bed.admin.db;
    const riveraNow = (await db.doc(`donations/${rivera}`).get()).data()!;
    expect(riveraNow).toMatchObject({
      net_payment: 250,
      payment_completed_at: `${batch.deposited_on}T20:00:00.000Z`,
    });
    expect((await db.doc(`donations/${kim}`).get()).data()).toMatchObject({ net_payment: 40 });
    const created = batch.items.filter((item) => item.payer.type === 'new');
    for (const item of created) {
      const collection =
        item.payer.type === 'new' && item.payer.kind === 'partner' ? 'community_partners' : 'donations';
      const record = (await db.doc(`${collection}/${item.id}`).get()).data()!;
      expect(record).toMatchObject({
        net_payment: item.amount_cents / 100,
        total_pledged_amt: item.amount_cents / 100,
      });
      expect((await db.doc(`record_events/created_${collection}_${item.id}`).get()).exists).toBe(true);
    }
    // The retried sign-off sent nothing more.
    await bed.settled(5);
    expect(await mailbox.messages()).toHaveLength(5);
  });
});

describe('a batch is named for people', () => {
  it('numbers the batches once, in order, even when two members open one at the same moment, with the school day', async () => {
    const together = await Promise.all([bed.open('treasurer'), bed.open('second')]);
    const retried = { op: 'open', requestId: randomUUID() };
    const third = (await bed.step(retried)).result as { batchId: string };
    expect(await bed.step(retried)).toMatchObject({ result: { batchId: third.batchId, replayed: true } });
    const fourth = await bed.open();
    const batches = await Promise.all([...together, third.batchId, fourth].map((id) => bed.batch(id)));
    expect(batches.map((batch) => batch.number).sort()).toEqual([1, 2, 3, 4]);
    const last = batches[3]!;
    expect(last.number).toBe(4);
    expect(last.name).toBe(`Deposit 4 · ${formatSchoolDay(defaultSettings.time_zone, last.opened.at)}`);
    expect(last.name).toMatch(/^Deposit 4 · [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});

describe('refused deposit steps change nothing', () => {
  const cash = (cents: number) =>
    ({
      method: 'cash',
      amount_cents: cents,
      payer: { type: 'new', kind: 'donation', name: 'Lee family', email: '' },
    }) as const;

  it('refuses an amount of zero or less', async () => {
    const batchId = await bed.open();
    const before = await bed.everything();
    for (const cents of [0, -500]) {
      const answer = await bed.add(batchId, cash(cents));
      expect(answer.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'Please enter an amount of more than $0.00',
      });
    }
    expect(await bed.everything()).toEqual(before);
  });

  it('refuses a check already deposited, in this batch or another', async () => {
    const rivera = await bed.pledge('Rivera family', families.rivera, 250);
    const check = {
      method: 'check',
      amount_cents: 25000,
      check_number: '1042',
      payer: { type: 'existing', collection: 'donations', id: rivera },
    } as const;
    const first = await bed.open();
    expect(await bed.add(first, check)).toMatchObject({ status: 200 });
    const firstName = (await bed.batch(first)).name;
    const second = await bed.open();
    const before = await bed.everything();
    for (const batchId of [first, second]) {
      const answer = await bed.add(batchId, { ...check, check_number: ' 10 42' });
      expect(answer.error?.message).toBe(`Check #10 42 from Rivera family is already in ${firstName}.`);
    }
    expect(await bed.everything()).toEqual(before);
  });

  it('refuses an edit of a batch after its sign-off, and a viewer every step', async () => {
    const batchId = await bed.open();
    await bed.add(batchId, cash(1000));
    await bed.count(batchId);
    await bed.step({ op: 'sign_off', batchId }, 'second');
    await bed.settled(0);
    const before = await bed.everything();
    const [item] = (await bed.batch(batchId)).items;
    const refused = 'This batch was signed off and deposited: it can no longer change.';
    expect((await bed.add(batchId, cash(500))).error?.message).toBe(refused);
    expect((await bed.step({ op: 'remove_item', batchId, itemId: item!.id })).error?.message).toBe(refused);
    expect((await bed.count(batchId)).error?.message).toBe(refused);
    expect((await bed.step({ op: 'open' }, 'viewer')).error?.status).toBe('PERMISSION_DENIED');
    expect((await bed.add(batchId, cash(500), 'viewer')).error?.status).toBe('PERMISSION_DENIED');
    expect(await bed.everything()).toEqual(before);
  });

  it('gives any member the printable slip of a batch', async () => {
    const batchId = await bed.open();
    await bed.add(batchId, { method: 'check', amount_cents: 1234, check_number: '77', payer: cash(0).payer });
    const answer = await bed.call('depositSlip', { batchId }, bed.tokens.viewer);
    const { fileName, base64 } = answer.result as { fileName: string; base64: string };
    const { name } = await bed.batch(batchId);
    expect(fileName).toMatch(/^deposit-1-[a-z]{3}-\d{1,2}-\d{4}-slip\.pdf$/);
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // The two members sign the printed slip that goes to the bank.
    const { text } = await readPdf(Buffer.from(base64, 'base64'));
    expect(text).toContain(`Deposit slip: ${name}`);
    expect(text).toContain('Counted by (signature)');
    expect(text).toContain('Signed off by (signature)');
    expect((await bed.call('depositSlip', { batchId }, '')).error?.status).toBe('UNAUTHENTICATED');
  });
});
