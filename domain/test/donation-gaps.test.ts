import { describe, expect, it } from 'vitest';
import {
  canSubmitDonation,
  donationFormGaps,
  monthsProblem,
  validateDonationForm,
  type DonationForm,
} from '../src/public/donation-form';

const filled: DonationForm = {
  donationType: 'one_time',
  amount: '50',
  months: '12',
  parentName: 'Ana',
  email: 'ana@example.com',
};

describe('what the donate form still lacks', () => {
  it.each<[string, Partial<DonationForm>, number, string[]]>([
    ['nothing, once everything is there', {}, 1, []],
    [
      'everything on a fresh form',
      { amount: '', parentName: '', email: '' },
      0,
      ['amount', 'parentName', 'email', 'students'],
    ],
    ['the minimum, for 50 cents', { amount: '0.50' }, 1, ['amount']],
    ['an email with @', { email: 'ana.example.com' }, 1, ['email']],
    ['a student', {}, 0, ['students']],
    ['a count of 1 to 12 months', { donationType: 'monthly', amount: '1200', months: '13' }, 1, ['months']],
    ['a total and the months', { donationType: 'monthly', amount: '', months: '' }, 1, ['amount', 'months']],
    [
      'a monthly payment of at least $1',
      { donationType: 'monthly', amount: '6', months: '12' },
      1,
      ['monthlyAmount'],
    ],
    ['nothing for a good monthly plan', { donationType: 'monthly', amount: '6', months: '6' }, 1, []],
  ])('%s', (_case, change, students, gaps) => {
    expect(donationFormGaps({ ...filled, ...change }, students)).toEqual(gaps);
  });

  it('is empty exactly when the form passes its alerts and has a student', () => {
    const amounts = ['', '0', '0.5', '1', '6', '12', '13', '1200', 'x'];
    const months = ['', '0', '1', '6', '12', '13', '2.5'];
    for (const donationType of ['one_time', 'monthly'] as const) {
      for (const amount of amounts) {
        for (const count of months) {
          for (const students of [0, 1]) {
            const form = { ...filled, donationType, amount, months: count };
            const valid = validateDonationForm(form) === null && students > 0;
            expect(donationFormGaps(form, students).length === 0, JSON.stringify(form)).toBe(valid);
            expect(canSubmitDonation(form, students)).toBe(valid);
          }
        }
      }
    }
  });
});

describe('the months field', () => {
  it('names a count outside 1 to 12 at once, and says nothing while the field is empty', () => {
    expect(monthsProblem('13')).toBe('Please choose between 1 and 12 months');
    expect(monthsProblem('0')).toBe('Please choose between 1 and 12 months');
    expect(monthsProblem('2.5')).toBe('Please choose between 1 and 12 months');
    expect(monthsProblem(13)).toBe('Please choose between 1 and 12 months');
    expect(monthsProblem('12')).toBeNull();
    expect(monthsProblem(' 1 ')).toBeNull();
    expect(monthsProblem('')).toBeNull();
  });
});
