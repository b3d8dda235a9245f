import { describe, expect, it } from 'vitest';
import { plannedMail } from '../src/receipts';
import { chargeRead, paymentsAfterVoid, settle, voidedRecordsPaid, withVoidNotice } from '../src/records';
import { defaultSettings } from '../src/settings';
import { donation } from './fixtures';

const VOIDED_AT = '2026-11-01T18:00:00.000Z';
const charge = (paidAt: string, amount = 3000) => ({
  amount,
  fee: 117,
  net: amount - 117,
  refunded: 0,
  paid_at: paidAt,
  read_at: 1,
});
const voided = (charges = {}, paymentsAfter?: string[]) =>
  donation({
    donation_type: 'monthly',
    months: 3,
    voided: {
      at: VOIDED_AT,
      by: 'treasurer@example.org',
      reason: 'Test gift',
      ...(paymentsAfter ? { payments_after: paymentsAfter } : {}),
    },
    stripe_charges: charges,
  });

describe('a payment that lands on a voided record', () => {
  it('is listed by the payments recorded while the record was voided, not those before', () => {
    // Paid at Stripe before the void (a payment in flight), recorded after it.
    const record = voided(
      {
        ch_before: charge('2026-10-01T18:00:00.000Z'),
        ch_in_flight: charge('2026-10-31T18:00:00.000Z', 2500),
      },
      ['ch_in_flight'],
    );
    expect(paymentsAfterVoid(record).map((line) => [line.reference, line.amount])).toEqual([
      ['ch_in_flight', 25],
    ]);
    expect(paymentsAfterVoid(donation({ stripe_charges: { ch_1: charge(VOIDED_AT) } }))).toEqual([]);
    const refunded = voided({ ch_after: { ...charge('2026-11-02T18:00:00.000Z'), refunded: 3000 } }, [
      'ch_after',
    ]);
    expect(paymentsAfterVoid(refunded)).toEqual([]);
  });

  it('puts every voided record with such a payment on the office list, newest first', () => {
    const late = { ...voided({ ch_2: charge('2026-11-03T18:00:00.000Z') }, ['ch_2']), id: 'late' };
    const early = { ...voided({ ch_1: charge('2026-11-02T18:00:00.000Z') }, ['ch_1']), id: 'early' };
    const quiet = { ...voided({ ch_0: charge('2026-10-02T18:00:00.000Z') }), id: 'quiet' };
    expect(voidedRecordsPaid([early, quiet, late]).map((entry) => entry.record.id)).toEqual([
      'late',
      'early',
    ]);
  });

  it('is on record in words that say what to do, and is recorded as any other payment', () => {
    const { id: _id, ...current } = voided({});
    const transition = withVoidNotice(current, chargeRead({ ch_new: charge('2026-11-02T18:00:00.000Z') }));
    expect(transition.summary).toBe(
      'Stripe updated a payment, after this record was voided: refund it or restore the record',
    );
    const settled = settle(current, transition, {
      collection: 'donations',
      id: 'd1',
      now: new Date('2026-11-02T18:00:01.000Z'),
      actor: { type: 'stripe' },
      source: 'evt_1',
    });
    expect(settled.next.stripe_charges?.ch_new).toBeDefined();
    expect(settled.next.voided).toMatchObject({ at: VOIDED_AT, payments_after: ['ch_new'] });
    expect(paymentsAfterVoid(settled.next).map((line) => line.key)).toEqual(['ch_new']);
    expect(settled.events.map((entry) => entry.event.kind)).toEqual(['charge_updated', 'payment_received']);
  });

  it('leaves the words alone on a record that counts, or when no new payment arrives', () => {
    const { id: _a, ...counting } = donation({});
    const transition = chargeRead({ ch_new: charge('2026-11-02T18:00:00.000Z') });
    expect(withVoidNotice(counting, transition)).toBe(transition);
    const { id: _b, ...known } = voided({ ch_new: charge('2026-11-02T18:00:00.000Z') }, ['ch_new']);
    expect(withVoidNotice(known, transition)).toBe(transition);
  });
});

describe('the receipt of a payment that lands on a voided record', () => {
  const payment = {
    key: 'ch_new',
    method: 'card' as const,
    amount: 30,
    gift: 30,
    received_at: '2026-11-02T18:00:00.000Z',
    installment: 2,
    of: 3,
  };
  const plan = { kind: 'receipt' as const, mailId: 'receipt_donations_d1_ch_new', payment };

  it('is sent: the payer gave that money, even when Stripe charged it just before the void', () => {
    const inFlight = { ...plan, payment: { ...payment, received_at: '2026-10-31T18:00:00.000Z' } };
    const record = voided({ ch_new: charge('2026-10-31T18:00:00.000Z') }, ['ch_new']);
    const planned = plannedMail(inFlight, record, defaultSettings, new Date('2026-11-02T18:01:00.000Z'));
    expect(planned).toMatchObject({ kind: 'receipt' });
  });

  it('is not sent for a payment the record held before it was voided', () => {
    const record = voided({ ch_new: charge('2026-10-31T18:00:00.000Z') });
    expect(plannedMail(plan, record, defaultSettings, new Date())).toEqual({
      skip: 'The record is voided.',
    });
  });
});
