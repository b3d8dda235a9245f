import { z } from '../zod';
import { appConfig } from '../config';
import { monthlyPayment } from '../money';
import { cardDonationTypeSchema } from '../records';
import { messages } from '../messages';
import { amountOrZero, type NumberInput } from '../input';
import { firstFailure, hasValidEmail, isBlank } from '../input';
import { monthsMessage } from './request-fields';

const { limits } = appConfig;

/** State of the public 'Make a Donation' form; amount is the total, paid over `months` when monthly. */
export const donationFormSchema = z.object({
  donationType: cardDonationTypeSchema,
  amount: z.union([z.string(), z.number()]),
  months: z.union([z.string(), z.number()]),
  parentName: z.string(),
  email: z.string(),
});
export type DonationForm = z.infer<typeof donationFormSchema>;

/** What one payment will be: the amount for one-time, total / months (to the cent) for monthly. */
export function donationPaymentAmount(
  form: Pick<DonationForm, 'donationType' | 'amount' | 'months'>,
): number {
  const amount = amountOrZero(form.amount);
  if (form.donationType === 'one_time') return amount;
  return amount <= 0 ? 0 : installmentMonthlyAmount(amount, form.months);
}

/** Monthly amount of a plan paying `total` in `months` payments (to the cent), 0 when months is invalid. */
export function installmentMonthlyAmount(total: number, months: NumberInput): number {
  const count = amountOrZero(months);
  return isValidMonthCount(count) ? monthlyPayment(total, count) : 0;
}

export function isValidMonthCount(months: number): boolean {
  return Number.isInteger(months) && months >= limits.minMonths && months <= limits.maxMonths;
}

/** The same rule over what a months field holds (text as typed, or a number). */
export function isValidMonthsInput(months: NumberInput): boolean {
  return isValidMonthCount(amountOrZero(months));
}

/** The alert for the first failing rule (amount, then parent name, then email), or null when all pass. */
export function validateDonationForm(form: DonationForm): string | null {
  return firstFailure([
    () => {
      const minimum = form.donationType === 'one_time' ? limits.minAmount : limits.minMonthlyPayment;
      if (donationPaymentAmount(form) >= minimum) return null;
      return form.donationType === 'one_time'
        ? 'Please enter a valid donation amount'
        : 'Please enter a valid monthly amount';
    },
    () => (isBlank(form.parentName) ? 'Please enter parent name' : null),
    () => (hasValidEmail(form.email) ? null : messages.validation.email),
  ]);
}

/**
 * What the form still lacks before it can be sent, in the form's order: `amount` (a one-time gift under the
 * minimum, or a monthly total of nothing), `months` (a count outside 1 to 12), `monthlyAmount` (a monthly
 * payment under the minimum), `parentName`, `email`, `students`. Empty exactly when submit is enabled.
 */
export type DonationGap = 'amount' | 'months' | 'monthlyAmount' | 'parentName' | 'email' | 'students';

export function donationFormGaps(form: DonationForm, studentCount: number): DonationGap[] {
  const gaps: DonationGap[] = [];
  if (form.donationType === 'one_time') {
    if (donationPaymentAmount(form) < limits.minAmount) gaps.push('amount');
  } else {
    const total = amountOrZero(form.amount);
    const monthsValid = isValidMonthsInput(form.months);
    if (total < limits.minAmount) gaps.push('amount');
    if (!monthsValid) gaps.push('months');
    else if (total >= limits.minAmount && donationPaymentAmount(form) < limits.minMonthlyPayment)
      gaps.push('monthlyAmount');
  }
  if (isBlank(form.parentName)) gaps.push('parentName');
  if (!hasValidEmail(form.email)) gaps.push('email');
  if (studentCount < 1) gaps.push('students');
  return gaps;
}

/** Submit is enabled when the form is valid and at least one student was added. */
export function canSubmitDonation(form: DonationForm, studentCount: number): boolean {
  return donationFormGaps(form, studentCount).length === 0;
}

/**
 * The months field's own message: a count typed outside 1 to 12 (or not a whole number) is named at once;
 * an empty field is not (the parent may be retyping it), and the gaps say it is missing.
 */
export function monthsProblem(months: NumberInput): string | null {
  if (typeof months !== 'number' && isBlank(months)) return null;
  return isValidMonthsInput(months) ? null : monthsMessage;
}

/** The t-shirt size is asked (and required) only from the school's threshold up (settings' giving). */
export function needsTShirtSize(donationAmount: number, tShirtThreshold: number): boolean {
  return donationAmount >= tShirtThreshold;
}
