import { describe, expect, it } from 'vitest';
import {
  gainedMailAddress,
  owedLabel,
  owedReceiptSchema,
  paymentsLackingReceipt,
  receiptsDue,
  receiptsNeverCreated,
  receiptSweepWindow,
  SWEEP_RETRY_LIMIT,
  sweepRetries,
  type DeliveryState,
  type RecordEntry,
} from '../src/receipts';
import { type RecordEvent } from '../src/records';

const entry = (id: string, overrides: Partial<RecordEvent> = {}): RecordEntry => ({
  id,
  entry: {
    kind: 'payment_received',
    collection: 'donations',
    record_id: 'd1',
    at: '2026-11-04T18:00:00.000Z',
    actor: { type: 'stripe' },
    summary: '',
    changes: {},
    payment: {
      key: 'ch_1',
      method: 'card',
      amount: 40,
      gift: 40,
      received_at: '2026-11-04T18:00:00.000Z',
      installment: null,
      of: null,
    },
    source: 'evt_1',
    ...overrides,
  },
});

const second = (id: string, at = '2026-12-04T18:00:00.000Z') =>
  entry(id, {
    at,
    payment: {
      key: 'ch_2',
      method: 'card',
      amount: 40,
      gift: 40,
      received_at: at,
      installment: 2,
      of: 3,
    },
  });

describe('which payments of a record call for a receipt', () => {
  it('lists one receipt per payment, acknowledged by the earliest entry that reports it', () => {
    const due = receiptsDue([second('e3'), entry('e2', { at: '2026-11-05T00:00:00.000Z' }), entry('e1')]);
    expect(due.map(({ mailId, eventId }) => ({ mailId, eventId }))).toEqual([
      { mailId: 'receipt_donations_d1_ch_1', eventId: 'e1' },
      { mailId: 'receipt_donations_d1_ch_2', eventId: 'e3' },
    ]);
  });

  it('counts an office completion of a check as a payment, and a pledge or an edit as none', () => {
    const completion = entry('c', {
      kind: 'edited',
      payment: null,
      changes: { payment_completed_at: { before: null, after: '2026-10-20T19:00:00.000Z' } },
    });
    const pledge = entry('p', { kind: 'pledged', payment: null });
    const note = entry('n', {
      kind: 'edited',
      payment: null,
      changes: { notes: { before: null, after: 'x' } },
    });
    expect(receiptsDue([completion, pledge, note]).map((due) => due.mailId)).toEqual([
      'receipt_donations_d1_completed',
    ]);
  });
});

describe('which payments lack a receipt', () => {
  const due = receiptsDue([entry('e1'), second('e2')]);
  const lacking = (mail: [string, DeliveryState][]) =>
    paymentsLackingReceipt(due, new Map(mail)).map(({ mailId, standing }) => `${mailId}:${standing}`);

  it('finds a payment whose receipt was never created (no email when it landed)', () => {
    expect(lacking([['receipt_donations_d1_ch_1', 'SUCCESS']])).toEqual([
      'receipt_donations_d1_ch_2:missing',
    ]);
    expect(lacking([])).toEqual(['receipt_donations_d1_ch_1:missing', 'receipt_donations_d1_ch_2:missing']);
  });

  it('finds a payment whose receipt failed after its retries', () => {
    expect(
      lacking([
        ['receipt_donations_d1_ch_1', 'ERROR'],
        ['receipt_donations_d1_ch_2', 'SUCCESS'],
      ]),
    ).toEqual(['receipt_donations_d1_ch_1:failed']);
  });

  it('leaves alone a receipt that was sent or is on its way', () => {
    for (const state of ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS'] as const) {
      expect(
        lacking([
          ['receipt_donations_d1_ch_1', state],
          ['receipt_donations_d1_ch_2', state],
        ]),
      ).toEqual([]);
    }
  });
});

describe('the sweep’s retries of a failed receipt', () => {
  it('sends a failed receipt again a bounded number of times, then leaves it listed for a person', () => {
    expect(sweepRetries(null)).toBe(true);
    expect(sweepRetries({ retries: SWEEP_RETRY_LIMIT - 1 })).toBe(true);
    expect(sweepRetries({ retries: SWEEP_RETRY_LIMIT })).toBe(false);
    expect(owedLabel({ reason: 'failed', retries: SWEEP_RETRY_LIMIT })).toBe(
      `Not sent: delivery failed after ${SWEEP_RETRY_LIMIT} automatic retries`,
    );
    expect(owedLabel({ reason: 'no_email', retries: 0 })).toBe('Not sent: no email address');
  });

  it('refuses an owed receipt without the record it belongs to', () => {
    expect(
      owedReceiptSchema.safeParse({
        event_id: 'e1',
        summary: 's',
        reason: 'no_email',
        detail: '',
        since: '',
        retries: 0,
      }).success,
    ).toBe(false);
  });
});

describe('when a record gains an email its owed receipts can go out', () => {
  it('sees an email that goes from empty, missing, invalid or the placeholder to a real one', () => {
    expect(gainedMailAddress({ email: null }, { email: 'pat@example.com' })).toBe(true);
    expect(gainedMailAddress({ email: '' }, { email: ' pat@example.com ' })).toBe(true);
    expect(gainedMailAddress({}, { email: 'pat@example.com' })).toBe(true);
    expect(gainedMailAddress({ email: 'nobody' }, { email: 'pat@example.com' })).toBe(true);
    expect(gainedMailAddress({ email: 'admin-entry@hope.example.org' }, { email: 'pat@example.com' })).toBe(
      true,
    );
  });

  it('ignores an email that stays, changes between real addresses, or is removed', () => {
    expect(gainedMailAddress({ email: 'a@example.com' }, { email: 'b@example.com' })).toBe(false);
    expect(gainedMailAddress({ email: 'a@example.com' }, { email: null })).toBe(false);
    expect(gainedMailAddress({ email: null }, { email: null })).toBe(false);
    expect(gainedMailAddress({ email: null }, undefined)).toBe(false);
  });
});

describe('payments whose receipt was never created', () => {
  it('are those of the window without a message, leaving those owed for lack of an email to their list', () => {
    const other = (id: string) =>
      entry(id, { record_id: 'd2', payment: { ...entry(id).entry.payment!, key: 'ch_9' } });
    const entries = [entry('e1'), entry('e1-replayed'), second('e3'), other('e4')];
    const never = receiptsNeverCreated(
      entries,
      new Set(['receipt_donations_d1_ch_1']),
      new Set(['receipt_donations_d2_ch_9']),
    );
    expect(never.map(({ mailId, eventId }) => ({ mailId, eventId }))).toEqual([
      { mailId: 'receipt_donations_d1_ch_2', eventId: 'e3' },
    ]);
  });

  it('looks three days back, and leaves the last minutes to the receipts trigger', () => {
    expect(receiptSweepWindow(new Date('2026-11-04T18:00:00.000Z'))).toEqual({
      sinceIso: '2026-11-01T18:00:00.000Z',
      untilIso: '2026-11-04T17:55:00.000Z',
    });
  });
});
