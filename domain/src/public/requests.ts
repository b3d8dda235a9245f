import { z } from '../zod';
import { appConfig, DEFAULT_LANGUAGE } from '../config';
import { languageSchema } from '../records';
import { monthlyPayment } from '../money';
import { COMPANY_NAME_MAX_LENGTH, isCompanyName, isPersonName } from '../input';
import { classesInUse, type ClassChoice, type SchoolSettings } from '../settings';
import { bankNotOffered, bankOffered, payMethodField } from './pay-method';
import {
  coverFeeField,
  dollarAmountField,
  emailField,
  gradeTeachersField,
  levelField,
  monthsField,
  requiredText,
  studentsField,
} from './request-fields';

/** The contact's name refused as not a name. */
export const contactNameLetters = "Please enter the contact's name in letters, as people write it";
/** The server's refusal of an employer's name that is not a company's name, shown beside the field. */
export const employerNameMessage = `Please enter your employer's name only, as the company writes it (at most ${COMPANY_NAME_MAX_LENGTH} characters)`;

const { limits } = appConfig;
const nameMax = limits.nameMaxLength;
const pageCodeMessage = 'This student page is not available';

/*
 * Bodies the public page posts to the payment functions. Fields are declared in the order the forms check
 * them, so the first issue is the message the form itself would show. Unknown keys (a client-chosen amount
 * for a sponsorship, a return address...) are stripped: the server decides those. Grade-and-teacher choices
 * t-shirt sizes and
 * sponsorship levels are the school's current settings, so the schemas are built from them.
 */
type RequestSettings = Pick<
  SchoolSettings,
  'classes' | 'campaigns' | 'time_zone' | 'tShirtSizes' | 'sponsorshipLevels' | 'giving'
>;

function buildRequestSchemas(settings: RequestSettings, classes: readonly string[]) {
  const parentFields = {
    parent_name: requiredText(
      'Please enter parent name',
      `Please shorten the parent name to ${nameMax} characters or fewer`,
      nameMax,
    ),
    email: emailField,
    company_matching: z
      .boolean({ error: 'Please tell us whether your company matches donations' })
      .default(false),
    /** The employer whose matching program the giver will ask (optional, kept only with company_matching). */
    matching_employer: z
      .string({ error: employerNameMessage })
      .trim()
      .refine((name) => name === '' || isCompanyName(name), employerNameMessage)
      .optional(),
    // At least one student, unless the gift is through a student page: the page names the student then.
    children_data: studentsField(0, settings.tShirtSizes).default([]),
    grade_teacher_data: gradeTeachersField(classes).default([]),
    /** The student page the gift is given through (its code); the server checks that it is active. */
    pageCode: z.string({ error: pageCodeMessage }).trim().max(20, pageCodeMessage).optional(),
    /** Whether the page's family may learn the giver's name and amount (absent: not). */
    shareWithFamily: z
      .boolean({ error: 'Please tell us whether the family may see your name and amount' })
      .optional(),
    language: languageSchema.default(DEFAULT_LANGUAGE),
  };

  const oneTimeDonation = z.object({
    donation_type: z.literal('one_time'),
    amount: dollarAmountField('Please enter a valid donation amount'),
    ...parentFields,
    cover_fee: coverFeeField,
    payment_method: payMethodField,
  });

  /** amount is the total pledged; it is paid in `months` equal monthly payments. */
  const monthlyDonation = z
    .object({
      donation_type: z.literal('monthly'),
      amount: dollarAmountField('Please enter a valid monthly amount'),
      months: monthsField,
      ...parentFields,
      cover_fee: coverFeeField,
      payment_method: payMethodField,
    })
    .refine((body) => monthlyPayment(body.amount, body.months) >= limits.minMonthlyPayment, {
      message: 'Please enter a valid monthly amount',
      path: ['amount'],
    });

  const donationCheckout = z
    .discriminatedUnion('donation_type', [oneTimeDonation, monthlyDonation], {
      error: 'Please choose a one-time or monthly donation',
    })
    .refine((body) => body.pageCode !== undefined || body.children_data.length > 0, {
      message: 'Please add at least one student',
      path: ['children_data'],
    })
    .refine(
      (body) =>
        body.payment_method === 'card' ||
        bankOffered(settings, {
          kind: 'donation',
          amount: body.amount,
          months: body.donation_type === 'monthly' ? body.months : null,
        }),
      { message: bankNotOffered, path: ['payment_method'] },
    );

  const sponsorFields = {
    company_name: requiredText(
      'Please enter company name',
      `Please shorten the company name to ${nameMax} characters or fewer`,
      nameMax,
    ),
    // Mailed back in the invoice of a check pledge to the address typed: a name, never a message of the visitor's.
    contact_name: requiredText(
      'Please enter contact name',
      `Please shorten the contact name to ${nameMax} characters or fewer`,
      nameMax,
    ).refine(isPersonName, contactNameLetters),
    contact_phone: requiredText(
      'Please enter contact phone',
      `Please enter a phone number of at most ${limits.requestPhoneMaxLength} characters`,
      limits.requestPhoneMaxLength,
    ),
    email: emailField,
    level: levelField(settings.sponsorshipLevels.map((level) => level.id)),
    children_data: studentsField(0, settings.tShirtSizes).optional(),
    grade_teacher_data: gradeTeachersField(classes).optional(),
    language: languageSchema.default(DEFAULT_LANGUAGE),
  };

  /** A check pledge: the office records it, no card payment. */
  const checkPledge = z.object(sponsorFields, { error: 'Please fill in the partnership form' });

  /** Payments through Stripe (card or bank), with a fee to cover; a check carries none. */
  const fullPayment = z.object({
    ...sponsorFields,
    plan: z.literal('full'),
    cover_fee: coverFeeField,
    payment_method: payMethodField,
  });
  const installmentPlan = z.object({
    ...sponsorFields,
    plan: z.literal('installments'),
    months: monthsField,
    cover_fee: coverFeeField,
    payment_method: payMethodField,
  });
  const sponsorshipCheckout = z
    .discriminatedUnion('plan', [fullPayment, installmentPlan], {
      error: 'Please choose to pay in full or over time',
    })
    .refine((body) => body.payment_method === 'card' || bankOffered(settings, { kind: 'sponsorship' }), {
      message: bankNotOffered,
      path: ['payment_method'],
    });

  return { donationCheckout, sponsorshipCheckout, checkPledge };
}

export type RequestSchemas = ReturnType<typeof buildRequestSchemas>;
export type DonationCheckoutRequest = z.infer<RequestSchemas['donationCheckout']>;
export type CheckPledgeRequest = z.infer<RequestSchemas['checkPledge']>;
export type SponsorshipCheckoutRequest = z.infer<RequestSchemas['sponsorshipCheckout']>;

const built = new WeakMap<object, { classes: readonly ClassChoice[]; schemas: RequestSchemas }>();

/**
 * The public request schemas for these settings at `now` (built once per settings object, and again when a
 * campaign with its own classes starts).
 */
export function requestSchemas(settings: RequestSettings, now = new Date()): RequestSchemas {
  const classes = classesInUse(settings, now);
  let entry = built.get(settings);
  if (entry?.classes !== classes) {
    entry = {
      classes,
      schemas: buildRequestSchemas(
        settings,
        classes.map((choice) => choice.label),
      ),
    };
    built.set(settings, entry);
  }
  return entry.schemas;
}
