import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../src/settings';
import {
  canSubmitDonation,
  donationPaymentAmount,
  installmentMonthlyAmount,
  needsTShirtSize,
  validateDonationForm,
  type DonationForm,
} from '../src/public/donation-form';
import { amountOrZero, readNumberInput } from '../src/input/number-input';
import { formatPhone } from '../src/input/phone';
import {
  canConfirmInstallmentPlan,
  canPaySponsorship,
  validateInstallmentPlan,
  validateSponsorshipForm,
  type SponsorshipForm,
} from '../src/public/sponsorship-form';
import {
  emptyStudentRow,
  recordDataToStudentRows,
  removeStudentRow,
  studentRowsToRecordData,
  validateStudents,
} from '../src/public/students';

const form: DonationForm = {
  donationType: 'one_time',
  amount: '50',
  months: '',
  parentName: 'Ana',
  email: 'a@b.c',
};

describe('public donation form', () => {
  it.each<[string, Partial<DonationForm>, string | null]>([
    ['a valid one-time gift', {}, null],
    ['one-time under $1', { amount: '0.99' }, 'Please enter a valid donation amount'],
    ['one-time blank', { amount: '' }, 'Please enter a valid donation amount'],
    ['one-time nonsense', { amount: 'abc' }, 'Please enter a valid donation amount'],
    [
      'monthly with no months',
      { donationType: 'monthly', amount: '120' },
      'Please enter a valid monthly amount',
    ],
    [
      'monthly with 13 months',
      { donationType: 'monthly', amount: '120', months: 13 },
      'Please enter a valid monthly amount',
    ],
    [
      'monthly under $1 a month',
      { donationType: 'monthly', amount: '11', months: 12 },
      'Please enter a valid monthly amount',
    ],
    [
      'monthly zero total',
      { donationType: 'monthly', amount: 0, months: 12 },
      'Please enter a valid monthly amount',
    ],
    ['a valid monthly pledge', { donationType: 'monthly', amount: '120', months: '12' }, null],
    ['blank name', { parentName: '  ' }, 'Please enter parent name'],
    ['empty email', { email: '' }, 'Please enter a valid email address'],
    ['email without @', { email: 'ana' }, 'Please enter a valid email address'],
    [
      'everything wrong: the amount first',
      { amount: '0', parentName: '', email: '' },
      'Please enter a valid donation amount',
    ],
  ])('%s', (_case, change, message) => {
    expect(validateDonationForm({ ...form, ...change })).toBe(message);
  });

  it('computes the monthly payment to the cent', () => {
    expect(donationPaymentAmount({ donationType: 'monthly', amount: '1000', months: '3' })).toBe(333.33);
    expect(donationPaymentAmount({ donationType: 'one_time', amount: 25.5, months: '' })).toBe(25.5);
  });

  it('enables submit only with a valid form and a student', () => {
    expect(canSubmitDonation(form, 1)).toBe(true);
    expect(canSubmitDonation(form, 0)).toBe(false);
    expect(canSubmitDonation({ ...form, email: 'x' }, 2)).toBe(false);
  });

  it('asks for t-shirt sizes from $1,000', () => {
    expect(needsTShirtSize(999.99, defaultSettings.giving.tShirtThreshold)).toBe(false);
    expect(needsTShirtSize(1000, defaultSettings.giving.tShirtThreshold)).toBe(true);
  });

  it('reads number inputs', () => {
    expect(readNumberInput(' 12.5 ')).toBe(12.5);
    expect(readNumberInput('')).toBeNull();
    expect(readNumberInput(null)).toBeNull();
    expect(readNumberInput(3)).toBe(3);
    expect(readNumberInput('x')).toBeNaN();
    expect(amountOrZero('x')).toBe(0);
    expect(amountOrZero(undefined)).toBe(0);
  });
});

describe('student modal', () => {
  const row = { name: 'Kid', gradeTeacher: 'K - Ms. Chen', tShirtSize: '' };

  it.each([
    [[], 500, 'Please add at least one student'],
    [[row, { ...row, name: ' ' }], 500, "Please enter each student's name"],
    [[{ ...row, gradeTeacher: '' }], 500, 'Please select a grade and teacher for each student'],
    [[row], 1000, 'Please select a T-shirt size for each student'],
    [[row], 999, null],
    [[{ ...row, tShirtSize: 'Adult S' }], 1000, null],
  ])('rows %j at $%s -> %s', (rows, amount, message) => {
    expect(validateStudents(rows, amount, defaultSettings.giving.tShirtThreshold)).toBe(message);
  });

  it('always keeps one row', () => {
    const only = [emptyStudentRow()];
    expect(removeStudentRow(only, 0)).toEqual(only);
    expect(removeStudentRow([row, emptyStudentRow()], 0)).toEqual([emptyStudentRow()]);
  });

  it('stores the option in grade and teacher, and the size only from $1,000', () => {
    const sized = { ...row, name: ' Kid ', tShirtSize: 'Youth S' };
    expect(studentRowsToRecordData([sized], 50, defaultSettings.giving.tShirtThreshold)).toEqual({
      children_data: [{ name: 'Kid', tShirtSize: '' }],
      grade_teacher_data: [{ grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' }],
    });
    expect(
      studentRowsToRecordData([sized], 1000, defaultSettings.giving.tShirtThreshold).children_data,
    ).toEqual([{ name: 'Kid', tShirtSize: 'Youth S' }]);
  });

  it('turns stored lists back into rows', () => {
    expect(recordDataToStudentRows(null, null)).toEqual([emptyStudentRow()]);
    expect(
      recordDataToStudentRows(
        [{ name: 'A', tShirtSize: 'Youth S' }],
        [
          { grade: '6th Grade', teacher: '' },
          { grade: 'x', teacher: 'T' },
        ],
      ),
    ).toEqual([
      { name: 'A', gradeTeacher: '6th Grade', tShirtSize: 'Youth S' },
      { name: '', gradeTeacher: 'T', tShirtSize: '' },
    ]);
    expect(recordDataToStudentRows([{ name: 'A', tShirtSize: '' }], null)).toEqual([
      { name: 'A', gradeTeacher: '', tShirtSize: '' },
    ]);
  });
});

describe('phone formatting as you type', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567 ext 89', '(555) 123-4567'],
    ['(555) 123-456', '(555) 123-456'],
    ['abc', ''],
  ])('%j -> %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
    expect(formatPhone(shown)).toBe(shown);
  });
});

describe('public sponsorship form', () => {
  const sponsor: SponsorshipForm = {
    companyName: 'Acme',
    contactName: 'Bo',
    contactPhone: '(555) 1',
    email: 'b@a',
    level: 'gold',
  };

  it.each<[Partial<SponsorshipForm>, string | null]>([
    [{}, null],
    [{ companyName: ' ' }, 'Please enter company name'],
    [{ contactName: '' }, 'Please enter contact name'],
    [{ contactPhone: '  ' }, 'Please enter contact phone'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ email: 'bo.acme' }, 'Please enter a valid email address'],
    [{ level: null }, 'Please select a partnership level'],
    [{ companyName: '', level: null }, 'Please enter company name'],
  ])('%j -> %s', (change, message) => {
    expect(validateSponsorshipForm({ ...sponsor, ...change })).toBe(message);
    expect(canPaySponsorship({ ...sponsor, ...change })).toBe(message === null);
  });

  it.each([
    [1200, 12, 100, null, true],
    [1200, '3', 400, null, true],
    [500, 13, 0, 'Please enter valid amounts', false],
    [500, 0, 0, 'Please enter valid amounts', false],
    [500, '', 0, 'Please enter valid amounts', false],
    [11, 12, 0.92, 'Please enter valid amounts', true],
  ])('installments of $%s over %s months: %s a month', (total, months, monthly, message, confirmable) => {
    expect(installmentMonthlyAmount(total, months)).toBe(monthly);
    expect(validateInstallmentPlan(total, months)).toBe(message);
    expect(canConfirmInstallmentPlan(total, months)).toBe(confirmable);
  });
});
