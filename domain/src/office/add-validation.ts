import { firstFailure } from '../input';
import { levelOf, type SchoolSettings } from '../settings';
import {
  netPaymentCheck,
  optionalDateCheck,
  optionalEmailCheck,
  optionalNumberCheck,
  optionalWebsiteCheck,
  requiredCheck,
  yearbookCheck,
} from './admin-checks';
import type { AddDonationForm, AddPartnerForm } from './admin-form-fields';

/** The red-banner message of Add Donation (the first failing check, in the order below), or null. */
export function validateAddDonation(form: AddDonationForm): string | null {
  return firstFailure([
    requiredCheck(form.parent_name, 'Parent name is required'),
    optionalNumberCheck(form.donation_amount, {
      invalid: 'Donation amount must be a valid number',
      negative: 'Donation amount cannot be negative',
    }),
    netPaymentCheck(form.net_payment),
    yearbookCheck(form.yearbook),
    optionalEmailCheck(form.email),
    optionalDateCheck(form.payment_completed_at),
  ]);
}

/** The red-banner message of Add Partner (the first failing check, in the order below), or null. */
export function validateAddPartner(form: AddPartnerForm): string | null {
  return firstFailure([
    requiredCheck(form.company_name, 'Company name is required'),
    optionalNumberCheck(form.partnership_amount, {
      invalid: 'Partnership amount must be a valid number',
      negative: 'Partnership amount cannot be negative',
    }),
    netPaymentCheck(form.net_payment),
    yearbookCheck(form.yearbook),
    optionalEmailCheck(form.email),
    optionalWebsiteCheck(form.website),
    optionalDateCheck(form.payment_completed_at),
  ]);
}

/** 'Save ...' is disabled while saving or while the required name is blank. */
export function canSaveAddForm(requiredName: string, saving: boolean): boolean {
  return !saving && requiredName.trim() !== '';
}

export const invalidLevelMessage = 'Please check that the partnership level is valid.';

/** A partner's level must be one the school offers now when the office picks it (adds, or changes it). */
export function partnerLevelCheck(
  levelId: string,
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
): string | null {
  return levelOf(settings, levelId) ? null : invalidLevelMessage;
}
