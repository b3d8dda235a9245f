import { describe, expect, it } from 'vitest';
import { bankSavingCents, coveredFeeCents, giftCharge } from '../src/money';
import { bankNotOffered, bankOffered, requestSchemas } from '../src/public';
import { defaultSettings, type SchoolSettings } from '../src/settings';

const withThreshold = (bankPaymentsFrom: number): SchoolSettings => ({
  ...defaultSettings,
  giving: { ...defaultSettings.giving, bankPaymentsFrom },
});
const gift = {
  donation_type: 'one_time',
  parent_name: 'Ana Garcia',
  email: 'ana@example.com',
  children_data: [{ name: 'Kid', tShirtSize: 'Youth M' }],
  grade_teacher_data: [{ grade: 'TK - Ms. Rivera', teacher: 'TK - Ms. Rivera' }],
};
const sponsor = {
  company_name: 'Acme',
  contact_name: 'Ana Garcia',
  contact_phone: '555-0100',
  email: 'ana@example.com',
  level: 'gold',
};

describe('paying from a bank account', () => {
  it('is offered for gifts whose every payment reaches the threshold and for every sponsorship; 0 offers none', () => {
    const school = withThreshold(500);
    expect(bankOffered(school, { kind: 'donation', amount: 500, months: null })).toBe(true);
    expect(bankOffered(school, { kind: 'donation', amount: 499.99, months: null })).toBe(false);
    // A monthly gift is measured by its monthly payment: $6,000 over 12 months is $500 a month.
    expect(bankOffered(school, { kind: 'donation', amount: 6000, months: 12 })).toBe(true);
    expect(bankOffered(school, { kind: 'donation', amount: 5988, months: 12 })).toBe(false);
    expect(bankOffered(school, { kind: 'sponsorship' })).toBe(true);
    expect(bankOffered(withThreshold(0), { kind: 'sponsorship' })).toBe(false);
    expect(bankOffered(withThreshold(0), { kind: 'donation', amount: 6000, months: 12 })).toBe(false);
  });

  it('is refused at checkout where it is not offered, with a clear message and the field named', () => {
    const { donationCheckout, sponsorshipCheckout } = requestSchemas(withThreshold(500));
    const small = donationCheckout.safeParse({ ...gift, amount: 50, payment_method: 'bank' });
    expect(small.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payment_method', bankNotOffered],
    ]);
    expect(donationCheckout.parse({ ...gift, amount: 500, payment_method: 'bank' }).payment_method).toBe(
      'bank',
    );
    const plan = sponsorshipCheckout.parse({
      ...sponsor,
      plan: 'installments',
      months: 3,
      payment_method: 'bank',
    });
    expect(plan.payment_method).toBe('bank');
    const monthly = { ...gift, donation_type: 'monthly', payment_method: 'bank' };
    expect(donationCheckout.parse({ ...monthly, amount: 3000, months: 6 }).payment_method).toBe('bank');
    const smallMonthly = donationCheckout.safeParse({ ...monthly, amount: 1200, months: 12 });
    expect(smallMonthly.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payment_method', bankNotOffered],
    ]);
    expect(
      sponsorshipCheckout.parse({ ...sponsor, plan: 'full', payment_method: 'bank' }).payment_method,
    ).toBe('bank');
    const off = requestSchemas(withThreshold(0)).sponsorshipCheckout.safeParse({
      ...sponsor,
      plan: 'full',
      payment_method: 'bank',
    });
    expect(off.error?.issues[0]?.message).toBe(bankNotOffered);
    const unknown = donationCheckout.safeParse({ ...gift, amount: 500, payment_method: 'paypal' });
    expect(unknown.error?.issues[0]?.message).toBe('Please choose to pay by card or from a bank account');
  });

  it('prices a covered fee for the method: a $1,200 Gold sponsorship by bank adds $5.00, by card $36.15', () => {
    expect(giftCharge(1200, null, true, 'us_bank_account').addedFeeCents).toBe(500);
    expect(giftCharge(1200, null, true).addedFeeCents).toBe(coveredFeeCents(120_000));
    expect(coveredFeeCents(120_000)).toBe(3615);
    expect(bankSavingCents(120_000)).toBe(3010);
  });
});
