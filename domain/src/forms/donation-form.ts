import { z } from 'zod';
import { schoolConfig } from '../config/school';
import { monthlyPayment } from '../money/installments';
import { cardDonationTypeSchema } from '../schemas/enums';
import { amountOrZero } from './number-input';
import { firstFailure, hasValidEmail, isBlank } from './text';

const { limits } = schoolConfig;

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
  const months = amountOrZero(form.months);
  if (amount <= 0 || !isValidMonthCount(months)) return 0;
  return monthlyPayment(amount, months);
}

export function isValidMonthCount(months: number): boolean {
  return Number.isInteger(months) && months >= limits.minMonths && months <= limits.maxMonths;
}

/** The alert for the first failing rule, in the spec's order, or null when the form may be sent. */
export function validateDonationForm(form: DonationForm): string | null {
  return firstFailure([
    () => {
      if (donationPaymentAmount(form) >= limits.minAmount) return null;
      return form.donationType === 'one_time'
        ? 'Please enter a valid donation amount'
        : 'Please enter a valid monthly amount';
    },
    () => (isBlank(form.parentName) ? 'Please enter parent name' : null),
    () => (hasValidEmail(form.email) ? null : 'Please enter a valid email address'),
  ]);
}

/** Submit is enabled when the form is valid and at least one student was added. */
export function canSubmitDonation(form: DonationForm, studentCount: number): boolean {
  return validateDonationForm(form) === null && studentCount >= 1;
}

/** The t-shirt size is asked (and required) only from the threshold up. */
export function needsTShirtSize(donationAmount: number): boolean {
  return donationAmount >= limits.tShirtThreshold;
}
