import { describe, expect, it } from 'vitest';
import { parseRequest } from '../src/public/parse-request';
import {} from '../src/public/requests';
import { requestSchemas } from '../src/public';
import { defaultSettings } from '../src/settings';

const {
  donationCheckout: donationCheckoutRequestSchema,
  sponsorshipCheckout: sponsorshipCheckoutRequestSchema,
  checkPledge: checkPledgeRequestSchema,
} = requestSchemas(defaultSettings);

const student = { name: 'Kid', tShirtSize: 'Youth M' };
const donationBody = {
  donation_type: 'one_time',
  amount: 50,
  parent_name: ' Ana Garcia ',
  email: ' ana@example.com ',
  company_matching: true,
  children_data: [student],
  grade_teacher_data: [{ grade: 'TK - Ms. Rivera', teacher: 'TK - Ms. Rivera' }],
};

describe('donation checkout request', () => {
  it('accepts a valid one-time body, trims it and drops months', () => {
    const result = parseRequest(donationCheckoutRequestSchema, { ...donationBody, months: 4, extra: 'x' });
    expect(result).toEqual({
      ok: true,
      data: {
        ...donationBody,
        parent_name: 'Ana Garcia',
        email: 'ana@example.com',
        cover_fee: false,
        payment_method: 'card',
        language: 'en',
      },
    });
  });

  it("keeps the family's language, and refuses one the page does not speak", () => {
    const spanish = parseRequest(donationCheckoutRequestSchema, { ...donationBody, language: 'es' });
    expect(spanish.ok && spanish.data.language).toBe('es');
    expect(parseRequest(donationCheckoutRequestSchema, { ...donationBody, language: 'fr' })).toMatchObject({
      ok: false,
      error: 'Please choose English or Spanish',
    });
  });

  it('needs no student for a gift through a student page, and keeps whether the family may see it', () => {
    const result = parseRequest(donationCheckoutRequestSchema, {
      ...donationBody,
      children_data: undefined,
      pageCode: 'mayar23',
      shareWithFamily: true,
    });
    expect(result.ok && result.data).toMatchObject({
      pageCode: 'mayar23',
      shareWithFamily: true,
      children_data: [],
    });
    const notABoolean = { ...donationBody, pageCode: 'mayar23', shareWithFamily: 'yes' };
    expect(parseRequest(donationCheckoutRequestSchema, notABoolean).ok).toBe(false);
  });

  it('accepts a monthly pledge with its months and fills defaults', () => {
    const { company_matching: _ignored, grade_teacher_data: _none, ...rest } = donationBody;
    const result = parseRequest(donationCheckoutRequestSchema, {
      ...rest,
      donation_type: 'monthly',
      months: 12,
      amount: 1200,
    });
    expect(result.ok && result.data).toMatchObject({
      months: 12,
      company_matching: false,
      grade_teacher_data: [],
    });
  });

  const long = 'x'.repeat(121);
  it.each([
    ['not an object', null, 'Please choose a one-time or monthly donation'],
    [
      'unknown type',
      { ...donationBody, donation_type: 'check' },
      'Please choose a one-time or monthly donation',
    ],
    ['amount below 1', { ...donationBody, amount: 0.5 }, 'Please enter a valid donation amount'],
    ['amount not a number', { ...donationBody, amount: '50' }, 'Please enter a valid donation amount'],
    ['amount too big', { ...donationBody, amount: 100_000.01 }, 'Please enter an amount of at most $100,000'],
    [
      'fraction of a cent',
      { ...donationBody, amount: 10.555 },
      'Please enter the amount in dollars and cents (at most 2 decimals)',
    ],
    [
      'monthly without months',
      { ...donationBody, donation_type: 'monthly' },
      'Please choose between 1 and 12 months',
    ],
    [
      'monthly with 13 months',
      { ...donationBody, donation_type: 'monthly', months: 13 },
      'Please choose between 1 and 12 months',
    ],
    [
      'monthly with 1.5 months',
      { ...donationBody, donation_type: 'monthly', months: 1.5 },
      'Please choose between 1 and 12 months',
    ],
    [
      'monthly under $1 a month',
      { ...donationBody, donation_type: 'monthly', amount: 5, months: 12 },
      'Please enter a valid monthly amount',
    ],
    [
      'monthly amount below 1',
      { ...donationBody, donation_type: 'monthly', amount: 0, months: 2 },
      'Please enter a valid monthly amount',
    ],
    ['blank parent name', { ...donationBody, parent_name: '   ' }, 'Please enter parent name'],
    ['missing parent name', { ...donationBody, parent_name: undefined }, 'Please enter parent name'],
    [
      'long parent name',
      { ...donationBody, parent_name: long },
      'Please shorten the parent name to 120 characters or fewer',
    ],
    ['email without @', { ...donationBody, email: 'ana.example.com' }, 'Please enter a valid email address'],
    [
      'email with nothing before @',
      { ...donationBody, email: '@example.com' },
      'Please enter a valid email address',
    ],
    [
      'email too long',
      { ...donationBody, email: `${'a'.repeat(250)}@b.co` },
      'Please enter a valid email address',
    ],
    [
      'company matching not a boolean',
      { ...donationBody, company_matching: 'yes' },
      'Please tell us whether your company matches donations',
    ],
    ['no student', { ...donationBody, children_data: [] }, 'Please add at least one student'],
    ['students not a list', { ...donationBody, children_data: 'Kid' }, 'Please add student information'],
    [
      '9 students',
      { ...donationBody, children_data: Array(9).fill(student) },
      'Please add no more than 8 students',
    ],
    [
      'blank student name',
      { ...donationBody, children_data: [{ name: ' ', tShirtSize: '' }] },
      "Please enter each student's name",
    ],
    [
      'long student name',
      { ...donationBody, children_data: [{ name: long, tShirtSize: '' }] },
      "Please shorten each student's name to 120 characters or fewer",
    ],
    [
      'unknown size',
      { ...donationBody, children_data: [{ name: 'Kid', tShirtSize: 'XXL' }] },
      'Please choose a T-shirt size from the list',
    ],
    [
      'unknown class',
      { ...donationBody, grade_teacher_data: [{ grade: '9th Grade', teacher: '' }] },
      'Please choose a grade and teacher from the list',
    ],
    [
      '9 classes',
      { ...donationBody, grade_teacher_data: Array(9).fill({ grade: '', teacher: '' }) },
      'Please add no more than 8 students',
    ],
  ])('rejects %s', (_case, body, message) => {
    expect(parseRequest(donationCheckoutRequestSchema, body)).toMatchObject({ ok: false, error: message });
  });

  it('reports the first problem in form order', () => {
    const body = { ...donationBody, amount: 0, parent_name: '', email: 'x' };
    expect(parseRequest(donationCheckoutRequestSchema, body)).toEqual({
      ok: false,
      error: 'Please enter a valid donation amount',
      field: 'amount',
    });
  });

  it.each([
    ['amount', { ...donationBody, amount: 0.5 }],
    ['months', { ...donationBody, donation_type: 'monthly', months: 13 }],
    ['amount', { ...donationBody, donation_type: 'monthly', amount: 5, months: 12 }],
    ['parent_name', { ...donationBody, parent_name: ' ' }],
    ['email', { ...donationBody, email: 'ana.example.com' }],
    ['children_data', { ...donationBody, children_data: [{ name: ' ', tShirtSize: '' }] }],
  ])('names the field a refusal is about: %s', (field, body) => {
    expect(parseRequest(donationCheckoutRequestSchema, body)).toMatchObject({ ok: false, field });
  });

  it('names no field when the refusal is about the whole body', () => {
    const result = parseRequest(donationCheckoutRequestSchema, 'a text, not a form');
    expect(result.ok === false && 'field' in result).toBe(false);
  });
});

const sponsor = {
  company_name: ' Acme ',
  contact_name: 'Bo Chen',
  contact_phone: '(555) 123-4567',
  email: 'bo@acme.example',
  level: 'gold',
};

describe('sponsorship checkout request', () => {
  it('ignores any amount sent by the browser', () => {
    const result = parseRequest(sponsorshipCheckoutRequestSchema, { ...sponsor, plan: 'full', amount: 1 });
    expect(result).toEqual({
      ok: true,
      data: {
        ...sponsor,
        company_name: 'Acme',
        plan: 'full',
        cover_fee: false,
        payment_method: 'card',
        language: 'en',
      },
    });
  });

  it('keeps months for installments', () => {
    const result = parseRequest(sponsorshipCheckoutRequestSchema, {
      ...sponsor,
      plan: 'installments',
      months: 6,
    });
    expect(result.ok && result.data).toMatchObject({ plan: 'installments', months: 6 });
  });

  it.each([
    ['no plan', { ...sponsor }, 'Please choose to pay in full or over time'],
    [
      'installments without months',
      { ...sponsor, plan: 'installments' },
      'Please choose between 1 and 12 months',
    ],
    ['blank company', { ...sponsor, plan: 'full', company_name: ' ' }, 'Please enter company name'],
    [
      'long company',
      { ...sponsor, plan: 'full', company_name: 'x'.repeat(121) },
      'Please shorten the company name to 120 characters or fewer',
    ],
    ['blank contact', { ...sponsor, plan: 'full', contact_name: '' }, 'Please enter contact name'],
    [
      'long contact',
      { ...sponsor, plan: 'full', contact_name: 'x'.repeat(121) },
      'Please shorten the contact name to 120 characters or fewer',
    ],
    ['blank phone', { ...sponsor, plan: 'full', contact_phone: '' }, 'Please enter contact phone'],
    [
      'long phone',
      { ...sponsor, plan: 'full', contact_phone: '1'.repeat(21) },
      'Please enter a phone number of at most 20 characters',
    ],
    ['bad email', { ...sponsor, plan: 'full', email: 'bo' }, 'Please enter a valid email address'],
    ['unknown level', { ...sponsor, plan: 'full', level: 'tin' }, 'Please select a partnership level'],
  ])('rejects %s', (_case, body, message) => {
    expect(parseRequest(sponsorshipCheckoutRequestSchema, body)).toMatchObject({ ok: false, error: message });
  });
});

describe('check pledge request', () => {
  it('accepts contact fields, level and optional students', () => {
    const body = { ...sponsor, children_data: [{ name: 'Kid' }], grade_teacher_data: [] };
    const result = parseRequest(checkPledgeRequestSchema, body);
    expect(result.ok && result.data.children_data).toEqual([{ name: 'Kid', tShirtSize: '' }]);
  });

  it('rejects a body that is not a form', () => {
    expect(parseRequest(checkPledgeRequestSchema, 'x')).toEqual({
      ok: false,
      error: 'Please fill in the partnership form',
    });
  });
});
