import { describe, expect, it } from 'vitest';
import { sessionParams, useHarness } from './harness.ts';

const h = useHarness();

describe("a Checkout Session's payment methods", () => {
  it('takes allowed_payment_method_types in both modes and shows it, with the resulting payment_method_types', async () => {
    for (const months of [null, 3]) {
      const session = await h.stripe.checkout.sessions.create({
        ...sessionParams(2500, months),
        allowed_payment_method_types: ['card'],
      });
      expect(session).toMatchObject({
        allowed_payment_method_types: ['card'],
        payment_method_types: ['card'],
      });
      const read = await h.stripe.checkout.sessions.retrieve(session.id);
      expect(read.payment_method_types).toEqual(['card']);
    }
  });

  it("without it, offers the account's dynamic list (the sandbox's account has card and bank)", async () => {
    const { allowed_payment_method_types: _named, ...unnamed } = sessionParams(2500);
    const session = await h.stripe.checkout.sessions.create(unnamed);
    expect(session.allowed_payment_method_types).toBeNull();
    expect(session.payment_method_types).toEqual(['card', 'us_bank_account']);
  });

  it('refuses payment_method_types, which this API version no longer takes on create', async () => {
    await expect(
      h.stripe.checkout.sessions.create({
        ...sessionParams(2500),
        allowed_payment_method_types: undefined,
        payment_method_types: ['card'],
      } as Parameters<typeof h.stripe.checkout.sessions.create>[0]),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'payment_method_types' });
  });

  it('refuses a type Stripe does not know, and one the account does not offer, naming the parameter', async () => {
    await expect(
      h.stripe.checkout.sessions.create({ ...sessionParams(2500), allowed_payment_method_types: ['cheque'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'allowed_payment_method_types[0]' });
    await expect(
      h.stripe.checkout.sessions.create({ ...sessionParams(2500), allowed_payment_method_types: ['klarna'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'allowed_payment_method_types' });
    expect(await h.sandbox.events()).toEqual([]);
  });
});
