import type { Language } from '@hope/domain/config';
import { amountOrZero } from '@hope/domain/input';
import { type StudentLists } from '@hope/domain/records';
import {
  bankOffered,
  HONEYPOT_FIELD,
  PAY_METHODS,
  donationFormSchema,
  type DonationCheckoutRequest,
  type PayMethod,
} from '@hope/domain/public';
import type { SchoolSettings } from '@hope/domain/settings';
import { z } from '@hope/domain/zod';
import type { RefusableFields } from '../shared/refused-field';
import { studentsForGift } from '../shared/students-for-gift';

/** The donate form's state: the domain's fields plus the two checkboxes and the honeypot. */
export const donateFormSchema = donationFormSchema.extend({
  companyMatching: z.boolean(),
  /** The employer whose matching program the giver will ask (optional; sent only with companyMatching). */
  matchingEmployer: z.string(),
  coverFee: z.boolean(),
  /** Card or bank account; the bank counts only where the school offers it for this gift (payMethodOf). */
  payMethod: z.enum(PAY_METHODS),
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
  payMethod: 'card',
  fax: '',
  shareWithFamily: false,
};

/** Whether the school offers this gift the bank: each payment (the gift, or its monthly payment) from its threshold up. */
export function bankOfferedFor(
  values: Pick<DonateFormValues, 'amount' | 'donationType' | 'months'>,
  settings: Pick<SchoolSettings, 'giving'>,
): boolean {
  const months = values.donationType === 'monthly' ? amountOrZero(values.months) : null;
  return bankOffered(settings, { kind: 'donation', amount: giftAmount(values), months });
}

/** How the gift is paid: the bank when chosen and offered, else a card. */
export function payMethodOf(
  values: Pick<DonateFormValues, 'amount' | 'donationType' | 'months' | 'payMethod'>,
  settings: Pick<SchoolSettings, 'giving'>,
): PayMethod {
  return values.payMethod === 'bank' && bankOfferedFor(values, settings) ? 'bank' : 'card';
}

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
  payMethod: PayMethod,
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
    payment_method: payMethod,
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
