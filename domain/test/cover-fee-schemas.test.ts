import { describe, expect, it } from 'vitest';
import { donationSchema } from '../src/records/donation';
import { partnerSchema } from '../src/records/partner';
import { parseRequest } from '../src/public/parse-request';
import {} from '../src/public/requests';
import { donation, partner } from './fixtures';
import { requestSchemas } from '../src/public';
import { defaultSettings } from '../src/settings';

const {
  donationCheckout: donationCheckoutRequestSchema,
  sponsorshipCheckout: sponsorshipCheckoutRequestSchema,
  checkPledge: checkPledgeRequestSchema,
} = requestSchemas(defaultSettings);

const parent = {
  parent_name: 'Ana Garcia',
  email: 'ana@example.com',
  children_data: [{ name: 'Kid', tShirtSize: '' }],
};
const sponsor = {
  company_name: 'Acme',
  contact_name: 'Bo Chen',
  contact_phone: '5551234567',
  email: 'bo@acme.example',
  level: 'gold',
};

const bodies = {
  'one-time donation': [donationCheckoutRequestSchema, { ...parent, donation_type: 'one_time', amount: 50 }],
  'monthly donation': [
    donationCheckoutRequestSchema,
    { ...parent, donation_type: 'monthly', amount: 120, months: 3 },
  ],
  'sponsorship in full': [sponsorshipCheckoutRequestSchema, { ...sponsor, plan: 'full' }],
  'sponsorship in installments': [
    sponsorshipCheckoutRequestSchema,
    { ...sponsor, plan: 'installments', months: 6 },
  ],
} as const;

describe('cover_fee on the card checkout requests', () => {
  it.each(Object.entries(bodies))('%s: off unless asked, kept when asked', (_kind, [schema, body]) => {
    expect(parseRequest(schema, body)).toMatchObject({ ok: true, data: { cover_fee: false } });
    expect(parseRequest(schema, { ...body, cover_fee: true })).toMatchObject({
      ok: true,
      data: { cover_fee: true },
    });
  });

  it.each(Object.entries(bodies))(
    '%s: refuses a cover_fee that is not a yes or no',
    (_kind, [schema, body]) => {
      expect(parseRequest(schema, { ...body, cover_fee: 'yes' })).toEqual({
        ok: false,
        error: 'Please tell us whether you would like to cover the card fee',
        field: 'cover_fee',
      });
    },
  );

  it('drops a fee or charge figure sent by the browser: the server computes the charge', () => {
    const result = parseRequest(donationCheckoutRequestSchema, {
      ...bodies['one-time donation'][1],
      cover_fee: true,
      fee: 0.01,
      charge_amount: 50.01,
      unit_amount: 5001,
    });
    expect(result).toMatchObject({ ok: true, data: { amount: 50, cover_fee: true } });
    for (const key of ['fee', 'charge_amount', 'unit_amount']) {
      expect(result.ok && result.data).not.toHaveProperty(key);
    }
  });

  it('is not part of a check pledge: a check carries no card fee', () => {
    const result = parseRequest(checkPledgeRequestSchema, { ...sponsor, cover_fee: true });
    expect(result.ok && 'cover_fee' in result.data).toBe(false);
  });
});

describe('fee_covered on the stored records', () => {
  it('is optional, so records written before it existed stay valid', () => {
    expect(donationSchema.safeParse(donation()).success).toBe(true);
    expect(partnerSchema.safeParse(partner()).success).toBe(true);
  });

  it('is a yes or no when present', () => {
    expect(donationSchema.safeParse(donation({ fee_covered: true })).success).toBe(true);
    expect(partnerSchema.safeParse(partner({ fee_covered: false })).success).toBe(true);
    expect(donationSchema.safeParse({ ...donation(), fee_covered: 'yes' }).success).toBe(false);
  });
});
