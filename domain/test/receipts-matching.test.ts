import { describe, expect, it } from 'vitest';
import { paymentReceipt, receiptText } from '../src/receipts';
import { publicDonationRecord, requestSchemas } from '../src/public';
import type { EventPayment, StoredRecord } from '../src/records';
import { defaultSettings } from '../src/settings';
import { donation, partner } from './fixtures';

const payment: EventPayment = {
  key: 'ch_1',
  method: 'card',
  amount: 250,
  gift: 250,
  received_at: '2026-11-04T18:30:00.000Z',
  installment: null,
  of: null,
};
const receipt = (record: StoredRecord) =>
  paymentReceipt({
    record,
    payment,
    settings: defaultSettings,
    mailId: 'receipt_donations_d1_ch_1',
    issuedAt: new Date('2026-11-04T19:00:00.000Z'),
  });
const { organizationName, taxExemptNumber } = defaultSettings.organization;

describe("a receipt for a gift the giver's employer matches", () => {
  it('names the employer and gives what a matching program asks: legal name, EIN, amount and date', () => {
    const text = receiptText(
      receipt(donation({ company_matching: true, matching_employer: 'Bay Hardware & Sons, Inc.' })),
    );
    expect(text).toContain('Employer matching gift: Bay Hardware & Sons, Inc.');
    expect(text).toContain(
      `For Bay Hardware & Sons, Inc.’s matching gift program: ${organizationName} (EIN ${taxExemptNumber}) ` +
        'is a tax-exempt nonprofit organization and received your gift of $250.00 on November 4, 2026.',
    );
  });

  it('says so without an employer named, and in Spanish for a Spanish gift', () => {
    expect(receiptText(receipt(donation({ company_matching: true })))).toContain(
      'Employer matching gift: Requested (employer not named)',
    );
    const spanish = receiptText(
      receipt(donation({ company_matching: true, matching_employer: 'Bay Hardware', language: 'es' })),
    );
    expect(spanish).toContain('Donación equivalente del empleador: Bay Hardware');
    expect(spanish).toContain(
      `Para el programa de donaciones equivalentes de Bay Hardware: ${organizationName}`,
    );
  });

  it('adds nothing to a gift not matched, nor to a sponsorship', () => {
    for (const record of [donation({ matching_employer: 'Bay Hardware' }), partner()]) {
      expect(receiptText(receipt(record))).not.toMatch(/matching/i);
    }
  });
});

describe("the employer's name on the donation request", () => {
  const schema = requestSchemas(defaultSettings).donationCheckout;
  const body = (matching_employer: string, company_matching = true) => ({
    donation_type: 'one_time',
    amount: 50,
    parent_name: 'Ana Garcia',
    email: 'ana@example.com',
    children_data: [{ name: 'Mia', tShirtSize: '' }],
    grade_teacher_data: [],
    company_matching,
    matching_employer,
  });

  it("takes a company's name and keeps it on the record only when the company matches", () => {
    for (const name of ['AT&T', 'Smith & Sons, Inc.', '3M', 'Café Olé (Bay Area)', 'Amazon.com']) {
      expect(schema.safeParse(body(name)).success).toBe(true);
    }
    const request = schema.parse(body('  Bay Hardware  '));
    const plan = { perPayment: 50, pledge: 50, months: null, feeCovered: false };
    expect(publicDonationRecord(request, plan, new Date())).toMatchObject({
      company_matching: true,
      matching_employer: 'Bay Hardware',
    });
    const unmatched = schema.parse(body('Bay Hardware', false));
    expect(publicDonationRecord(unmatched, plan, new Date())).toMatchObject({ matching_employer: null });
  });

  it('refuses a message, a link or an address in its place, in words, naming the field', () => {
    for (const text of [
      'Call me at 555 0199 for a surprise gift card now',
      'https://evil.example',
      'www.example.com',
      'Visit www.cheap-pills.example now',
      'me@example.com',
      '<b>Acme</b>',
      'A'.repeat(81),
    ]) {
      const parsed = schema.safeParse(body(text));
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['matching_employer'],
        message: expect.stringMatching(/^Please enter your employer's name only/),
      });
    }
  });
});
