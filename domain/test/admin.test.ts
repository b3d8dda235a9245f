import { describe, expect, it } from 'vitest';
import { canSaveAddForm, validateAddDonation, validateAddPartner } from '../src/office/add-validation';
import {
  booleanToTriState,
  emptyAddDonationForm,
  emptyAddPartnerForm,
  triStateToBoolean,
  type AddDonationForm,
  type AddPartnerForm,
} from '../src/office/admin-form-fields';
import { buildDonationRecord, buildPartnerRecord } from '../src/office/build-records';
import { addRecordErrorBanner, classifyDatabaseError } from '../src/office/database-errors';
import { donationSchema } from '../src/records/donation';
import { partnerSchema } from '../src/records/partner';
import { defaultSettings } from '../src/settings/sample-settings';
import { errorMessage, updateErrorAlert } from '../src/messages/catalogue';

const now = new Date('2026-03-08T20:00:00.000Z');
const donationForm = (change: Partial<AddDonationForm>) => ({
  ...emptyAddDonationForm(),
  parent_name: 'Ana',
  ...change,
});
const partnerForm = (change: Partial<AddPartnerForm>) => ({
  ...emptyAddPartnerForm(defaultSettings),
  company_name: 'Acme',
  ...change,
});

describe('Add Donation validation, first failure in the fixed order', () => {
  it.each<[Partial<AddDonationForm>, string | null]>([
    [{}, null],
    [{ parent_name: '  ' }, 'Parent name is required'],
    [{ donation_amount: 'abc' }, 'Donation amount must be a valid number'],
    [{ donation_amount: '-1' }, 'Donation amount cannot be negative'],
    [{ donation_amount: '0' }, null],
    [{ net_payment: '1,5' }, 'Net payment must be a valid number'],
    [{ yearbook: 'x' }, 'Yearbook number must be a valid number'],
    [{ yearbook: '0' }, 'Yearbook number must be greater than 0'],
    [{ email: 'ana' }, 'Please enter a valid email address'],
    [{ payment_completed_at: '2026-02-30T10:00' }, 'Please enter a valid payment completion date'],
    [{ payment_completed_at: '2026-02-28T10:00' }, null],
    [{ parent_name: '', donation_amount: 'x', email: 'y' }, 'Parent name is required'],
    [{ donation_amount: '-5', yearbook: '0' }, 'Donation amount cannot be negative'],
    [{ yearbook: '0', email: 'y' }, 'Yearbook number must be greater than 0'],
  ])('%j -> %s', (change, message) => {
    expect(validateAddDonation(donationForm(change))).toBe(message);
  });
});

describe('Add Partner validation, first failure in the fixed order', () => {
  it.each<[Partial<AddPartnerForm>, string | null]>([
    [{}, null],
    [{ company_name: '' }, 'Company name is required'],
    [{ partnership_amount: 'x' }, 'Partnership amount must be a valid number'],
    [{ partnership_amount: '-0.01' }, 'Partnership amount cannot be negative'],
    [{ net_payment: 'x' }, 'Net payment must be a valid number'],
    [{ yearbook: 'y' }, 'Yearbook number must be a valid number'],
    [{ yearbook: '-2' }, 'Yearbook number must be greater than 0'],
    [{ email: 'bo' }, 'Please enter a valid email address'],
    [{ website: 'acme.example' }, 'Website must start with http:// or https://'],
    [{ website: 'https://acme.example' }, null],
    [{ payment_completed_at: 'yesterday' }, 'Please enter a valid payment completion date'],
    [{ website: 'ftp://x', payment_completed_at: 'x' }, 'Website must start with http:// or https://'],
  ])('%j -> %s', (change, message) => {
    expect(validateAddPartner(partnerForm(change))).toBe(message);
  });

  it('disables saving while busy or without the required name', () => {
    expect(canSaveAddForm('Acme', false)).toBe(true);
    expect(canSaveAddForm(' ', false)).toBe(false);
    expect(canSaveAddForm('Acme', true)).toBe(false);
  });
});

describe('records built from the add forms', () => {
  it('stores a donation with defaults, trimmed text and nulls for blanks', () => {
    const record = buildDonationRecord(
      donationForm({ parent_name: ' Ana ', notes: '  ', email: ' a@b.c ' }),
      now,
      defaultSettings,
    );
    expect(donationSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      parent_name: 'Ana',
      email: 'a@b.c',
      donation_amount: 0,
      donation_type: 'one_time',
      total_pledged_amt: null,
      notes: null,
      yearbook: null,
      magnet_given: null,
      created_at: now.toISOString(),
      form_submitted_at: now.toISOString(),
    });
  });

  it('reads amounts, dates in school time and the checklist', () => {
    const record = buildDonationRecord(
      donationForm({
        donation_amount: '100.005',
        donation_type: 'check',
        net_payment: '97',
        yearbook: '3',
        magnet_given: 'true',
        tshirt_given: 'false',
        payment_completed_at: '2026-07-01T09:30',
        payment_reference: ' chk 12 ',
      }),
      now,
      defaultSettings,
    );
    expect(record).toMatchObject({
      donation_amount: 100.01,
      total_pledged_amt: 100.01,
      net_payment: 97,
      yearbook: 3,
      magnet_given: true,
      tshirt_given: false,
      payment_completed_at: '2026-07-01T16:30:00.000Z',
      payment_reference: 'chk 12',
    });
  });

  it("falls back to 'Admin Entry' for a blank parent name", () => {
    expect(buildDonationRecord(donationForm({ parent_name: '' }), now, defaultSettings).parent_name).toBe(
      'Admin Entry',
    );
  });

  it('stores a partner with placeholders, no payment reference and null student lists', () => {
    const record = buildPartnerRecord(
      partnerForm({ payment_reference: 'typed', website: ' https://x.example ' }),
      now,
      defaultSettings,
    );
    expect(partnerSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      contact_name: 'Admin Entry',
      contact_phone: 'N/A',
      email: 'admin-entry@hope.example.org',
      partnership_level: 'bronze',
      partnership_amount: 0,
      payment_reference: null,
      website: 'https://x.example',
      children_data: null,
      grade_teacher_data: null,
      total_pledged_amt: null,
    });
  });

  it('counts a partner paying by check as pledged and keeps students', () => {
    const students = {
      children_data: [{ name: 'K', tShirtSize: '' }],
      grade_teacher_data: [{ grade: '7th Grade', teacher: '7th Grade' }],
    };
    const record = buildPartnerRecord(
      partnerForm({ pay_by_check: true, partnership_amount: '960', ...students }),
      now,
      defaultSettings,
    );
    expect(record).toMatchObject({ total_pledged_amt: 960, pay_by_check: true, ...students });
  });

  it('maps the tri-state selects both ways', () => {
    expect([triStateToBoolean(''), triStateToBoolean('true'), triStateToBoolean('false')]).toEqual([
      null,
      true,
      false,
    ]);
    expect([booleanToTriState(null), booleanToTriState(true), booleanToTriState(false)]).toEqual([
      '',
      'true',
      'false',
    ]);
  });
});

describe('database errors to banners', () => {
  it.each([
    ['invalid input syntax for type numeric: "abc"', 'numeric'],
    ['invalid input syntax for type integer: "1.5"', 'numeric'],
    ['invalid input syntax for type timestamp with time zone: "x"', 'timestamp'],
    ['date/time field value out of range: "2026-13-01"', 'timestamp'],
    ['invalid input syntax for type boolean: "maybe"', 'boolean'],
    ['null value in column "parent_name" violates not-null constraint', 'not_null'],
    ['invalid input value for enum partnership_level: "tin"', 'invalid_enum'],
    ['invalid text representation', 'invalid_enum'],
    ['Missing or insufficient permissions.', 'other'],
  ])('%s -> %s', (message, kind) => {
    expect(classifyDatabaseError(message)).toBe(kind);
  });

  it.each([
    [
      'donation',
      new Error('invalid input syntax for type numeric'),
      'Please check that all number fields contain valid numbers.',
    ],
    [
      'donation',
      { message: 'invalid input syntax for type timestamp' },
      'Please check that the date field is in the correct format.',
    ],
    ['partner', 'violates not-null constraint', 'Please fill in all required fields.'],
    ['partner', new Error('invalid input syntax for type boolean'), 'Please check the boolean field values.'],
    [
      'partner',
      new Error('invalid input value for enum'),
      'Please check that the partnership level is valid.',
    ],
    [
      'donation',
      new Error('invalid input value for enum'),
      'There was an error adding the donation record. Please try again.',
    ],
    [
      'donation',
      new Error('network down'),
      'There was an error adding the donation record. Please try again.',
    ],
    ['partner', 42, 'There was an error adding the partner record. Please try again.'],
  ] as const)('%s form, %j -> %s', (form, error, banner) => {
    expect(addRecordErrorBanner(form, error)).toBe(banner);
  });

  it('words the update alerts', () => {
    expect(updateErrorAlert('donation', new Error('boom'))).toBe('Error updating donation: boom');
    expect(updateErrorAlert('partner', {})).toBe('Error updating partner');
    expect(updateErrorAlert('student information', '')).toBe('Error updating student information');
    expect(errorMessage({ message: 7 })).toBeNull();
  });
});
