import { describe, expect, it } from 'vitest';
import {
  applyDonationFilters,
  defaultDonationSort,
  donationTypeLabel,
  emptyDonationFilters,
} from '../src/lists';
import {
  lockedFieldNote,
  lockedPaymentFields,
  officeEditPatch,
  paymentMethodLabel,
  planProgressText,
  recordStandingLabel,
  recordStatus,
  type StoredRecord,
  type StripeCharge,
} from '../src/records';
import { donation, partner } from './fixtures';

/* What the records list and details say of a record beside the spec's status: its method and its plan. */

const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const charge = (paid_at: string): StripeCharge => ({
  amount: 5000,
  fee: 175,
  net: 4825,
  refunded: 0,
  paid_at,
});
const paidAt = '2026-11-01T18:00:00.000Z';

const monthlyPlan = (payments: number) =>
  strip(
    donation({
      donation_type: 'monthly',
      donation_amount: 50,
      months: 10,
      pledge_amt: 500,
      checkout_status: 'complete',
      payment_completed_at: payments > 0 ? paidAt : null,
      stripe_charges: Object.fromEntries(
        Array.from({ length: payments }, (_, index) => [`ch_${index}`, charge(paidAt)]),
      ),
    } as never),
  );
const cashGift = () =>
  strip(
    donation({
      donation_type: 'one_time',
      payment_completed_at: paidAt,
      checks: {
        cash_item1: {
          method: 'cash',
          number: 'item1',
          amount: 100,
          deposited_on: '2026-11-01',
          recorded_at: paidAt,
          recorded_by: 'treasurer@example.org',
        },
      },
    } as never),
  );

describe("a plan's progress beside its status", () => {
  it('counts the payments made of the plan, whatever the status says', () => {
    expect(planProgressText(monthlyPlan(1))).toBe('1 of 10 payments');
    expect(planProgressText(monthlyPlan(0))).toBe('0 of 10 payments');
    expect(planProgressText(monthlyPlan(10))).toBe('10 of 10 payments');
  });

  it('says nothing of a single payment', () => {
    expect(planProgressText(strip(donation()))).toBeNull();
    expect(planProgressText(strip(partner()))).toBeNull();
  });
});

describe("a plan's standing", () => {
  const stopped = () => ({
    ...monthlyPlan(2),
    months: 7,
    subscription_ended_at: paidAt,
    cancel_date: paidAt,
  });

  it('reads Stopped for a plan that ended before its last payment, keeping the spec status for filters', () => {
    expect(recordStandingLabel(stopped())).toBe('Stopped');
    expect(planProgressText(stopped())).toBe('2 of 7 payments');
    expect(recordStatus(stopped())).toBe('completed');
  });

  it('reads Completed for a plan still running or finished, and for a single gift', () => {
    expect(recordStandingLabel(monthlyPlan(2))).toBe('Completed');
    expect(recordStandingLabel({ ...monthlyPlan(10), subscription_ended_at: paidAt } as StoredRecord)).toBe(
      'Completed',
    );
    expect(recordStandingLabel(cashGift())).toBe('Completed');
  });

  it('keeps what happened to the money after it arrived', () => {
    expect(
      recordStandingLabel({ ...stopped(), voided: { at: paidAt, by: 'a', reason: 'test' } } as never),
    ).toBe('Voided');
  });
});

describe('how a record is paid', () => {
  it('names card, check and cash', () => {
    expect(paymentMethodLabel(monthlyPlan(1))).toBe('Card');
    expect(paymentMethodLabel(strip(donation({ donation_type: 'check' })))).toBe('Check');
    expect(paymentMethodLabel(cashGift())).toBe('Cash');
    expect(paymentMethodLabel(strip(partner({ pay_by_check: true })))).toBe('Check');
    expect(paymentMethodLabel(strip(partner({ stripe_session_id: 'cs_1' })))).toBe('Card');
  });

  it('says nothing when the office entered a gift without saying how it was paid', () => {
    expect(paymentMethodLabel(strip(donation({ donation_type: 'one_time' })))).toBe('');
  });

  it('labels a cash gift by its method, never as a one-time card gift', () => {
    expect(donationTypeLabel(cashGift() as never)).toBe('Cash');
    expect(donationTypeLabel(monthlyPlan(1) as never)).toBe('Monthly');
    expect(donationTypeLabel(strip(donation({ stripe_session_id: 'cs_1' })) as never)).toBe('One Time');
  });

  it('finds a cash gift by the type the list shows', () => {
    const records = [
      { ...(cashGift() as never as object), id: 'cash' },
      { ...(monthlyPlan(1) as never as object), id: 'plan' },
    ] as never[];
    const shown = applyDonationFilters(
      'UTC',
      records,
      emptyDonationFilters(),
      'cash',
      defaultDonationSort,
      new Date(),
    );
    expect(shown.map((record: { id: string }) => record.id)).toEqual(['cash']);
  });
});

describe('what the card payment owns', () => {
  it('locks the amount and the type of a card-paid plan, with the reason', () => {
    const plan = monthlyPlan(1);
    expect(lockedPaymentFields(plan)).toEqual(expect.arrayContaining(['donation_amount', 'donation_type']));
    expect(lockedFieldNote(plan, 'donation_amount')).toBe(
      'Set by the card payment; stop the plan or refund it to change it',
    );
    expect(officeEditPatch(plan, plan, { donation_amount: 80 })).toEqual({
      ok: false,
      conflicts: [],
      locked: ['donation_amount'],
    });
  });

  it('locks a card sponsorship’s amount and method, and leaves a check record’s amount to the office', () => {
    const paid = strip(partner({ checkout_status: 'complete', payment_completed_at: paidAt } as never));
    expect(lockedPaymentFields(paid)).toEqual(expect.arrayContaining(['partnership_amount', 'pay_by_check']));
    expect(lockedFieldNote(paid, 'partnership_amount')).toBe(
      'Set by the card payment; refund it to change it',
    );
    const check = strip(donation({ donation_type: 'check' }));
    expect(lockedPaymentFields(check)).not.toContain('donation_amount');
    expect(lockedFieldNote(check, 'donation_amount')).toBeNull();
  });

  it('keeps the recorded payment’s own note on the fields a payment sets', () => {
    expect(lockedFieldNote(monthlyPlan(1), 'net_payment')).toBe('Set by the recorded payment');
  });
});
