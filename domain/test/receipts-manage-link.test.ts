import { describe, expect, it } from 'vitest';
import { mailPlanFor, plannedMail, receiptHtml, receiptText } from '../src/receipts';
import { type EventPayment, type RecordEvent } from '../src/records';
import { defaultSettings } from '../src/settings';
import type { DonationRecord } from '../src/records/donation';
import type { PartnerRecord } from '../src/records/partner';
import { donation, partner } from './fixtures';

const URL = 'https://hope.example.org/api/portal?t=d.d1.1900000000.sig';
const issuedAt = new Date('2026-11-04T18:00:00.000Z');

const paid = (overrides: Partial<EventPayment> = {}): EventPayment => ({
  key: 'ch_1',
  method: 'card',
  amount: 30,
  gift: 30,
  received_at: '2026-11-04T06:30:00.000Z',
  installment: null,
  of: null,
  ...overrides,
});

/** A running 3-month plan as the webhook leaves it after a paid invoice. */
const plan = {
  months: 3,
  checkout_status: 'complete',
  stripe_customer_id: 'cus_1',
  stripe_subscription_id: 'sub_1',
} as const;
const monthly = donation({ ...plan, donation_type: 'monthly', donation_amount: 30, pledge_amt: 90 });

function receiptOf(record: DonationRecord | PartnerRecord, payment: EventPayment) {
  const entry: RecordEvent = {
    kind: 'payment_received',
    collection: 'company_name' in record ? 'community_partners' : 'donations',
    record_id: record.id,
    at: issuedAt.toISOString(),
    actor: { type: 'stripe' },
    summary: '',
    changes: {},
    payment,
    source: 'evt_1',
  };
  const planned = plannedMail(mailPlanFor(entry)!, record, defaultSettings, issuedAt, URL);
  if ('skip' in planned) throw new Error(planned.skip);
  if (!('content' in planned)) throw new Error('A receipt was expected.');
  return { text: receiptText(planned.content), html: receiptHtml(planned.content) };
}

describe('the "Manage my monthly gift" link of a receipt', () => {
  it('is in the HTML and text of a monthly installment’s receipt while payments remain', () => {
    const { text, html } = receiptOf(monthly, paid({ installment: 1, of: 3 }));
    expect(text).toContain(`Update your card or cancel your monthly gift: ${URL}`);
    expect(html).toContain('Update your card or cancel your monthly gift: <a href="');
    expect(html).toContain('https://hope.example.org/api/portal?t=d.d1.1900000000.sig');
    expect(html).toContain('>Manage my monthly gift</a>');
  });

  it('is in a sponsorship installment’s receipt, paid by a card subscription', () => {
    const sponsor = partner({ ...plan, donation_type: 'monthly', partnership_amount: 1200 });
    expect(receiptOf(sponsor, paid({ amount: 400, gift: 400, installment: 2, of: 3 })).text).toContain(URL);
  });

  it('is not in a one-time gift’s receipt, a check’s, the last payment’s or an ended plan’s', () => {
    expect(receiptOf(donation(), paid()).text).not.toContain('/api/portal');
    expect(receiptOf(donation(), paid()).html).not.toContain('Manage my monthly gift');
    const check = paid({ key: 'check_1', method: 'check', installment: 1, of: 3 });
    expect(receiptOf(monthly, check).text).not.toContain(URL);
    expect(receiptOf(monthly, paid({ installment: 3, of: 3 })).text).not.toContain(URL);
    const ended = { ...monthly, subscription_ended_at: '2026-11-05T00:00:00.000Z' };
    expect(receiptOf(ended, paid({ installment: 1, of: 3 })).text).not.toContain(URL);
  });
});
