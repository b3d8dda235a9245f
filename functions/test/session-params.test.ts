import { netAfterFees, stripeFeeCents } from '@hope/domain/money';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_METHODS, paymentMethodTypes } from '../src/checkout/payment-methods';
import { chargeFor, feeCoveredDescription, sessionParams } from '../src/checkout/session-params';
import { targetFromMetadata } from '../src/stripe/record-target';

beforeAll(() => {
  process.env.SITE_ORIGIN = 'http://localhost:5173';
});

describe('chargeFor', () => {
  it('charges the gift itself when the fee is not covered', () => {
    expect(chargeFor(50, null, false)).toEqual({
      charge: { unitAmountCents: 5000, giftCents: 5000, feeCovered: false, months: null, method: 'card' },
      perPayment: 50,
      pledge: 50,
    });
  });

  it('grosses a one-time gift up so that it nets the gift; the gift figures stay as typed', () => {
    expect(chargeFor(50, null, true)).toEqual({
      charge: { unitAmountCents: 5180, giftCents: 5000, feeCovered: true, months: null, method: 'card' },
      perPayment: 50,
      pledge: 50,
    });
  });

  it('grosses each monthly payment up on its own: every payment carries its own 30c', () => {
    const { charge, perPayment, pledge } = chargeFor(120, 3, true);
    expect(charge).toEqual({
      unitAmountCents: 4150,
      giftCents: 4000,
      feeCovered: true,
      months: 3,
      method: 'card',
    });
    expect(charge.unitAmountCents - stripeFeeCents(charge.unitAmountCents)).toBe(4000);
    expect({ perPayment, pledge }).toEqual({ perPayment: 40, pledge: 120 });
  });

  it('prices a covered fee for a bank payment at 0.8%, at most $5: $3,000 adds $5.00, by card $89.91', () => {
    const { charge } = chargeFor(3000, null, true, 'us_bank_account');
    expect(charge).toEqual({
      unitAmountCents: 300_500,
      giftCents: 300_000,
      feeCovered: true,
      months: null,
      method: 'us_bank_account',
    });
    expect(chargeFor(3000, null, true).charge.unitAmountCents - 300_000).toBe(8_991);
  });

  it('for any gift and plan: each payment nets exactly its share of the gift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        (totalCents, months) => {
          const { charge, perPayment } = chargeFor(totalCents / 100, months, true);
          expect(netAfterFees(charge.unitAmountCents / 100)).toBe(perPayment);
          const uncovered = chargeFor(totalCents / 100, months, false).charge;
          expect(uncovered.unitAmountCents).toBe(charge.giftCents);
        },
      ),
    );
  });
});

describe('sessionParams', () => {
  it('asks Stripe for the grossed-up amount and tells the payer what was added', () => {
    const plan = {
      ...chargeFor(50, null, true).charge,
      productName: 'One-Time Donation',
      customerEmail: 'a@b.c',
      language: 'es' as const,
    };
    const params = sessionParams('donations', 'rec1', plan);
    expect(params.locale).toBe('es');
    expect(params.line_items).toEqual([
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 5180,
          product_data: {
            name: 'One-Time Donation',
            description: 'Donación de $50.00 + $1.80 para cubrir la comisión de la tarjeta',
          },
        },
      },
    ]);
  });

  it('says "each month" on a monthly plan, and adds no description when the fee is not covered', () => {
    expect(feeCoveredDescription(chargeFor(120, 3, true).charge)).toBe(
      '$40.00 gift each month + $1.50 to cover the card fee',
    );
    expect(feeCoveredDescription(chargeFor(50, null, true).charge, 'en')).toBe(
      '$50.00 gift + $1.80 to cover the card fee',
    );
    expect(feeCoveredDescription(chargeFor(120, 3, true).charge, 'es')).toBe(
      'Donación de $40.00 cada mes + $1.50 para cubrir la comisión de la tarjeta',
    );
    const plain = {
      ...chargeFor(120, 3, false).charge,
      productName: 'Monthly Donation',
      customerEmail: 'a@b.c',
      language: 'en' as const,
    };
    const [item] = sessionParams('donations', 'rec1', plain).line_items ?? [];
    expect(item?.price_data).toEqual({
      currency: 'usd',
      unit_amount: 4000,
      product_data: { name: 'Monthly Donation' },
      recurring: { interval: 'month' },
    });
  });
});

/** Metadata as Stripe gives it back: every value a string (sessionParams writes strings only). */
const asRead = (metadata: Stripe.MetadataParam | undefined) => metadata as Stripe.Metadata | undefined;

describe('the record id travels in every object Stripe makes from the session', () => {
  const collections = fc.constantFrom('donations' as const, 'community_partners' as const);
  const recordIds = fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/);

  it('for any record and plan: the session, and the PaymentIntent or Subscription it creates, name the record', () => {
    fc.assert(
      fc.property(
        collections,
        recordIds,
        fc.option(fc.integer({ min: 2, max: 12 }), { nil: null }),
        (collection, recordId, months) => {
          const plan = {
            ...chargeFor(120, months, false).charge,
            productName: 'Gift',
            customerEmail: 'a@b.c',
            language: 'en' as const,
          };
          const params = sessionParams(collection, recordId, plan);
          const target = { collection, id: recordId };
          expect(targetFromMetadata(asRead(params.metadata))).toEqual(target);
          // Stripe copies these onto the PaymentIntent (one-time) or the Subscription (monthly), never onto
          // the charge: charges are attributed through them.
          const copied = months ? params.subscription_data?.metadata : params.payment_intent_data?.metadata;
          expect(targetFromMetadata(asRead(copied))).toEqual(target);
          expect(months ? params.payment_intent_data : params.subscription_data).toBeUndefined();
          expect(params.client_reference_id).toBe(recordId);
        },
      ),
    );
  });

  it('sends nothing but our ids and the plan length in metadata (no names reach Stripe)', () => {
    const plan = {
      ...chargeFor(90, 3, false).charge,
      productName: 'Gift',
      customerEmail: 'a@b.c',
      language: 'en' as const,
    };
    expect(sessionParams('donations', 'rec1', plan).metadata).toEqual({
      record_id: 'rec1',
      collection: 'donations',
      months: '3',
    });
  });

  it('reads no record from metadata that is not ours: another collection, a path, or a missing id', () => {
    expect(targetFromMetadata({ record_id: 'x', collection: 'mail' })).toBeNull();
    expect(targetFromMetadata({ record_id: 'a/b', collection: 'donations' })).toBeNull();
    expect(targetFromMetadata({ collection: 'donations' })).toBeNull();
    expect(targetFromMetadata(null)).toBeNull();
  });
});

describe('the checkout page of a session', () => {
  it('expires unpaid after Stripe’s shortest time, 30 minutes (and a minute for clocks), not the default 24 hours', () => {
    const now = Date.UTC(2026, 10, 28, 18, 0);
    const plan = {
      ...chargeFor(50, null, false).charge,
      productName: 'Donation',
      customerEmail: 'ann@example.com',
      language: 'en' as const,
    };
    const params = sessionParams('donations', 'rec1', plan as Parameters<typeof sessionParams>[2], now);
    expect(params.expires_at! - now / 1000).toBeGreaterThanOrEqual(30 * 60);
    expect(params.expires_at! - now / 1000).toBeLessThanOrEqual(32 * 60);
  });
});

describe('the payment method of every Checkout Session', () => {
  const plans = fc.record({
    totalCents: fc.integer({ min: 100, max: 10_000_000 }),
    months: fc.option(fc.integer({ min: 2, max: 12 }), { nil: null }),
    coverFee: fc.boolean(),
    language: fc.constantFrom('en' as const, 'es' as const),
  });

  it("for any gift, plan and language: is named, card, never the Dashboard's dynamic list (the fee is card pricing)", () => {
    fc.assert(
      fc.property(
        plans,
        fc.constantFrom('donations' as const, 'community_partners' as const),
        (p, collection) => {
          const plan = {
            ...chargeFor(p.totalCents / 100, p.months, p.coverFee).charge,
            productName: 'Gift',
            customerEmail: 'a@b.c',
            language: p.language,
          };
          const params = sessionParams(collection, 'rec1', plan);
          expect(params.allowed_payment_method_types).toEqual(['card']);
          expect(params).not.toHaveProperty('payment_method_types');
        },
      ),
    );
  });

  it('follows the method the plan names, one place for each method', () => {
    expect(paymentMethodTypes()).toEqual(['card']);
    expect(paymentMethodTypes('card')).toEqual(['card']);
    for (const method of CHECKOUT_METHODS) expect(paymentMethodTypes(method).length).toBeGreaterThan(0);
    const plan = {
      ...chargeFor(50, null, false).charge,
      productName: 'Gift',
      customerEmail: 'a@b.c',
      language: 'en' as const,
      method: 'card' as const,
    };
    expect(sessionParams('donations', 'rec1', plan).allowed_payment_method_types).toEqual(['card']);
  });
});
