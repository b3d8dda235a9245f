import { donationEditForm, emptyAddDonationForm } from '@hope/domain/office';
import { donationSchema, RECORD_EVENTS_COLLECTION, recordEventSchema } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../../support/api';
import { callFunction, memberToken } from '../../support/callable';
import { usePaymentsBed, sessionIdOf, type Started } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';
import { defaultSettings } from '@hope/domain/settings';

/*
 * The office's changes go through the recordChange function: the server checks the member's role and the form,
 * writes the record with its history entry (the member from the token, the time from the server's clock), and
 * a retried call changes nothing twice.
 */

const admin = usePaymentsBed();
let treasurer: string;
let viewer: string;

beforeAll(async () => {
  treasurer = await memberToken('office-admin@example.org', { role: 'admin' });
  viewer = await memberToken('office-viewer@example.org', { role: 'viewer' });
});

const change = (data: Record<string, unknown>, token: string | null = treasurer) =>
  callFunction('recordChange', { requestId: randomUUID(), ...data }, token);

const read = async (id: string) => {
  const data = (await admin.db.doc(`donations/${id}`).get()).data();
  return { ...donationSchema.parse(data), id };
};
const historyOf = async (id: string) =>
  (await admin.db.collection(RECORD_EVENTS_COLLECTION).where('record_id', '==', id).get()).docs.map((doc) =>
    recordEventSchema.parse(doc.data()),
  );

const officeForm = { ...emptyAddDonationForm(), parent_name: 'Ana Garcia', donation_amount: '40' };

async function added() {
  const answer = await change({ op: 'add', collection: 'donations', form: officeForm });
  expect(answer.status).toBe(200);
  return (answer.result as { id: string }).id;
}

describe('office adds', () => {
  it("adds the record with a 'created' entry naming the member, dated by the server, once per request", async () => {
    const requestId = randomUUID();
    const before = Date.now();
    const first = await change({ requestId, op: 'add', collection: 'donations', form: officeForm });
    const again = await change({ requestId, op: 'add', collection: 'donations', form: officeForm });
    expect(again.result).toMatchObject({ replayed: true });
    const records = await admin.db.collection('donations').get();
    expect(records.size).toBe(1);
    const id = (first.result as { id: string }).id;
    const [entry] = await historyOf(id);
    expect(entry).toMatchObject({
      kind: 'created',
      actor: { type: 'member', email: 'office-admin@example.org' },
    });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a form the add form would refuse, with the form's words, adding nothing", async () => {
    const answer = await change({
      op: 'add',
      collection: 'donations',
      form: { ...officeForm, parent_name: ' ' },
    });
    expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Parent name is required' });
    expect((await admin.db.collection('donations').get()).size).toBe(0);
  });

  it('refuses a viewer and a visitor', async () => {
    expect(
      (await change({ op: 'add', collection: 'donations', form: officeForm }, viewer)).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect((await change({ op: 'add', collection: 'donations', form: officeForm }, null)).error?.status).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('office edits', () => {
  it('writes only the changed fields with their entry, and a replay changes nothing', async () => {
    const id = await added();
    const opened = await read(id);
    const requestId = randomUUID();
    const form = {
      ...donationEditForm(opened, defaultSettings),
      notes: 'Called to thank',
      donation_amount: '55',
    };
    const edit = { requestId, op: 'edit', collection: 'donations', id, form, opened };
    expect((await change(edit)).result).toMatchObject({ changed: true });
    expect((await change(edit)).result).toMatchObject({ replayed: true });
    expect(await read(id)).toMatchObject({ notes: 'Called to thank', donation_amount: 55 });
    const edits = (await historyOf(id)).filter((entry) => entry.kind === 'edited');
    expect(edits).toHaveLength(1);
    expect(edits[0]!.changes).toMatchObject({ notes: { before: null, after: 'Called to thank' } });
  });

  it('reports a field changed meanwhile as a conflict and writes nothing', async () => {
    const id = await added();
    const opened = await read(id);
    await change({
      op: 'edit',
      collection: 'donations',
      id,
      form: { ...donationEditForm(opened, defaultSettings), notes: 'Theirs' },
      opened,
    });
    const mine = { ...donationEditForm(opened, defaultSettings), notes: 'Mine' };
    const answer = await change({ op: 'edit', collection: 'donations', id, form: mine, opened });
    expect(answer.error).toMatchObject({ status: 'ABORTED' });
    expect((answer.error as { details?: unknown }).details).toMatchObject({
      conflicts: [{ field: 'notes', theirs: 'Theirs', yours: 'Mine' }],
    });
    expect((await read(id)).notes).toBe('Theirs');
  });

  it('refuses an impossible date on a paid gift, which stays as Stripe wrote it', async () => {
    const { body } = await postApi<Started>('/api/checkout/donation', donationBody({ amount: 40 }));
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const paid = await read(body.id);
    const form = { ...donationEditForm(paid, defaultSettings), payment_completed_at: '2026-02-30T10:00' };
    const answer = await change({ op: 'edit', collection: 'donations', id: body.id, form, opened: paid });
    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid payment completion date',
    });
    expect(await read(body.id)).toEqual(paid);
  });
});
