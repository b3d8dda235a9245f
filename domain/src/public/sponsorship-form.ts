import { messages } from '../messages';
import { z } from '../zod';
import { appConfig } from '../config';
import { levelIdSchema } from '../settings';
import { installmentMonthlyAmount } from './donation-form';
import type { NumberInput } from '../input';
import { firstFailure, hasValidEmail, isBlank } from '../input';

const { limits } = appConfig;

/** State of the public Community Partner form; level is null until a card is chosen. */
export const sponsorshipFormSchema = z.object({
  companyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  level: levelIdSchema.nullable(),
});
export type SponsorshipForm = z.infer<typeof sponsorshipFormSchema>;

/** The alert for the first failing rule (values trimmed), or null. */
export function validateSponsorshipForm(form: SponsorshipForm): string | null {
  return firstFailure([
    () => (isBlank(form.companyName) ? 'Please enter company name' : null),
    () => (isBlank(form.contactName) ? 'Please enter contact name' : null),
    () => (isBlank(form.contactPhone) ? 'Please enter contact phone' : null),
    () => (hasValidEmail(form.email) ? null : messages.validation.email),
    () => (form.level === null ? 'Please select a partnership level' : null),
  ]);
}

/** The three pay buttons are enabled only when every field is present. */
export function canPaySponsorship(form: SponsorshipForm): boolean {
  return validateSponsorshipForm(form) === null;
}

/** 'Please enter valid amounts' unless months is 1..12 and the monthly amount is at least $1. */
export function validateInstallmentPlan(total: number, months: NumberInput): string | null {
  return installmentMonthlyAmount(total, months) >= limits.minMonthlyPayment
    ? null
    : 'Please enter valid amounts';
}

/** The plan's confirm button: disabled while the monthly amount is 0 or less. */
export function canConfirmInstallmentPlan(total: number, months: NumberInput): boolean {
  return installmentMonthlyAmount(total, months) > 0;
}
