import type { Language } from '@hope/domain/config';
import { amountOrZero } from '@hope/domain/input';
import { type StudentLists } from '@hope/domain/records';
import { HONEYPOT_FIELD, donationFormSchema, type DonationCheckoutRequest } from '@hope/domain/public';
import { z } from '@hope/domain/zod';
import type { RefusableFields } from '../shared/refused-field';
import { studentsForGift } from '../shared/students-for-gift';

/** The donate form's state: the domain's fields plus the two checkboxes and the honeypot. */
export const donateFormSchema = donationFormSchema.extend({
  companyMatching: z.boolean(),
  /** The employer whose matching program the giver will ask (optional; sent only with companyMatching). */
  matchingEmployer: z.string(),
  coverFee: z.boolean(),
  fax: z.string(),
  /** A gift through a student's page: whether the family may learn the giver's name and amount. */
  shareWithFamily: z.boolean(),
});
export type DonateFormValues = z.infer<typeof donateFormSchema>;

export const DONATE_DEFAULTS: DonateFormValues = {
  donationType: 'one_time',
  amount: '',
  months: '12',
  parentName: '',
  email: '',
  companyMatching: false,
  matchingEmployer: '',
  coverFee: false,
  fax: '',
  shareWithFamily: false,
};

/** The gift in dollars: the one-time amount, or the monthly plan's total. */
export function giftAmount(values: Pick<DonateFormValues, 'amount'>): number {
  return amountOrZero(values.amount);
}

type DonationBody = Omit<DonationCheckoutRequest, 'months'> & {
  months?: number;
  cover_fee: boolean;
  fax: string;
  pageCode?: string;
  shareWithFamily?: boolean;
};

/**
 * The body of POST /api/checkout/donation. A gift through a student's page names the page instead of
 * students: the server attributes it to the page's child and class.
 */
export function donationRequest(
  values: DonateFormValues,
  students: StudentLists,
  tShirtThreshold: number,
  language: Language,
  pageCode?: string,
): DonationBody {
  const amount = giftAmount(values);
  return {
    donation_type: values.donationType,
    amount,
    ...(values.donationType === 'monthly' ? { months: amountOrZero(values.months) } : {}),
    parent_name: values.parentName.trim(),
    email: values.email.trim(),
    company_matching: values.companyMatching,
    ...(values.companyMatching && values.matchingEmployer.trim()
      ? { matching_employer: values.matchingEmployer.trim() }
      : {}),
    ...studentsForGift(students, amount, tShirtThreshold),
    cover_fee: values.coverFee,
    payment_method: 'card',
    language,
    [HONEYPOT_FIELD]: values.fax,
    ...(pageCode ? { pageCode, shareWithFamily: values.shareWithFamily } : {}),
  };
}

/** The donate form's fields a refusal of the server can be about, and shown beside. */
export type DonateRefusable = 'amount' | 'months' | 'parentName' | 'email' | 'matchingEmployer';

/** The request's field names as the donate form names them. */
export const DONATE_REFUSABLE: RefusableFields<DonateRefusable> = {
  amount: 'amount',
  months: 'months',
  parent_name: 'parentName',
  email: 'email',
  matching_employer: 'matchingEmployer',
};
