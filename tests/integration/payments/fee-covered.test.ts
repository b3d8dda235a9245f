import type { StripeCharge } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

/*
 * "Cover the card fee": Stripe charges the gift grossed up for 2.9% + 30c (per payment), the school nets the
 * gift exactly, and the record keeps the gift as typed with fee_covered. The expected charges are written out:
 * a gift of $50.00 is charged $51.80 (fee 180c), $40.00 is $41.50 (fee 150c), $3,000 is $3,089.91
 * (fee 8,991c), $171.43 is $176.86 (fee 543c).
 */

const admin = usePaymentsBed();
const record = async (collection: string, id: string) =>
  (await admin.db.doc(`${collection}/${id}`).get()).data()!;

/** The one Checkout Session our function asked for: its per-payment amount and what the payer is told. */
async function chargedLine() {
  const creates = await sandbox.sessionCreates();
  expect(creates).toHaveLength(1);
  const body = creates[0]!.body as { line_items: { price_data: Record<string, unknown> }[] };
  return body.line_items[0]!.price_data as { unit_amount: string; product_data: { description?: string } };
}

/** Each charge Stripe made for the record: what was charged, the fee and what the school kept (cents). */
function chargesOf(doc: { stripe_charges?: Record<string, StripeCharge> }) {
  return Object.values(doc.stripe_charges ?? {}).map(({ amount, fee, net }) => ({ amount, fee, net }));
}

describe('a one-time donation with the card fee covered', () => {
  it('charges the grossed-up amount and the school nets the gift exactly', async () => {
    const { status, body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ amount: 50, cover_fee: true }),
    );
    expect(status).toBe(200);
    expect(await chargedLine()).toMatchObject({
      unit_amount: '5180',
      product_data: { description: '$50.00 gift + $1.80 to cover the card fee' },
    });
    expect(await record('donations', body.id)).toMatchObject({
      donation_amount: 50,
      pledge_amt: 50,
      fee_covered: true,
      total_pledged_amt: null,
    });

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const paid = await record('donations', body.id);
    expect(paid).toMatchObject({
      donation_amount: 50,
      total_pledged_amt: 50,
      net_payment: 50,
      fee_covered: true,
      payments_made: 1,
    });
    expect(chargesOf(paid)).toEqual([{ amount: 5180, fee: 180, net: 5000 }]);
  });

  it('ignores any charge or fee figure the browser sends: the server computes the charge', async () => {
    await postApi('/api/checkout/donation', {
      ...donationBody({ amount: 50, cover_fee: true }),
      fee: 0.01,
      covered_fee: 0.01,
      charge_amount: 50.01,
      unit_amount: 5001,
      fee_covered: false,
    });
    expect((await chargedLine()).unit_amount).toBe('5180');
    const [doc] = (await admin.db.collection('donations').get()).docs;
    expect(doc?.data()).toMatchObject({ donation_amount: 50, fee_covered: true });
  });

  it('refuses a cover_fee that is not a yes or no, and writes nothing', async () => {
    const { status, body } = await postApi('/api/checkout/donation', donationBody({ cover_fee: 'yes' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Please tell us whether you would like to cover the card fee',
      field: 'cover_fee',
    });
    expect((await admin.db.collection('donations').get()).size).toBe(0);
    expect(await sandbox.sessionCreates()).toHaveLength(0);
  });
});

describe('without cover_fee, nothing changes', () => {
  it('charges the gift itself, records fee_covered false, and the school nets the gift less the fee', async () => {
    const { body } = await postApi<Started>('/api/checkout/donation', {
      ...donationBody({ amount: 50 }),
      unit_amount: 5180,
    });
    const line = await chargedLine();
    expect(line.unit_amount).toBe('5000');
    expect(line.product_data.description).toBeUndefined();

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const paid = await record('donations', body.id);
    expect(paid).toMatchObject({
      donation_amount: 50,
      total_pledged_amt: 50,
      net_payment: 48.25,
      fee_covered: false,
    });
    expect(chargesOf(paid)).toEqual([{ amount: 5000, fee: 175, net: 4825 }]);
  });
});

describe('a monthly pledge with the card fee covered', () => {
  it('grosses each payment up: every monthly payment nets its share of the gift', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ donation_type: 'monthly', amount: 120, months: 3, cover_fee: true }),
    );
    expect(await chargedLine()).toMatchObject({
      unit_amount: '4150',
      recurring: { interval: 'month' },
      product_data: { description: '$40.00 gift each month + $1.50 to cover the card fee' },
    });

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const first = await record('donations', body.id);
    expect(first).toMatchObject({
      donation_amount: 40,
      total_pledged_amt: 120,
      net_payment: 40,
      payments_made: 1,
      fee_covered: true,
    });

    const subscriptionId = first.stripe_subscription_id as string;
    expectDelivered(await sandbox.advance(subscriptionId));
    expectDelivered(await sandbox.advance(subscriptionId));
    const done = await record('donations', body.id);
    expect(done).toMatchObject({ payments_made: 3, net_payment: 120, total_pledged_amt: 120 });
    expect(chargesOf(done)).toEqual(Array(3).fill({ amount: 4150, fee: 150, net: 4000 }));
  });
});

describe('a sponsorship with the card fee covered', () => {
  it('paid in full: Stripe charges the level price grossed up, the school nets the level price', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'platinum', plan: 'full', cover_fee: true, amount: 1, partnership_amount: 1 }),
    );
    expect((await chargedLine()).unit_amount).toBe('308991');

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const paid = await record('community_partners', body.id);
    expect(paid).toMatchObject({
      partnership_amount: 3000,
      total_pledged_amt: 3000,
      net_payment: 3000,
      pay_by_check: false,
      fee_covered: true,
    });
    expect(chargesOf(paid)).toEqual([{ amount: 308_991, fee: 8991, net: 300_000 }]);
  });

  it('in installments: each payment nets its share, even when the price does not divide evenly', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'gold', plan: 'installments', months: 7, cover_fee: true }),
    );
    expect(await chargedLine()).toMatchObject({
      unit_amount: '17686',
      product_data: { description: '$171.43 gift each month + $5.43 to cover the card fee' },
    });

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const first = await record('community_partners', body.id);
    expect(first).toMatchObject({
      partnership_amount: 1200,
      donation_type: 'monthly',
      months: 7,
      total_pledged_amt: 1200.01, // 7 x $171.43: what the gifts add up to, as without the fee covered
      net_payment: 171.43,
      payments_made: 1,
      fee_covered: true,
    });
    expectDelivered(await sandbox.advance(first.stripe_subscription_id as string));
    const second = await record('community_partners', body.id);
    expect(second).toMatchObject({ net_payment: 342.86, payments_made: 2 });
    expect(chargesOf(second)).toEqual(Array(2).fill({ amount: 17_686, fee: 543, net: 17_143 }));
  });

  it('is not offered on a check pledge: a check carries no card fee', async () => {
    const { status, body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'bronze', plan: undefined, cover_fee: true }),
    );
    expect(status).toBe(201);
    const pledge = await record('community_partners', body.id);
    expect(pledge).toMatchObject({ pay_by_check: true, partnership_amount: 500, total_pledged_amt: 500 });
    expect(pledge.fee_covered).toBeUndefined();
  });
});
