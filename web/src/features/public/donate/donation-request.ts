import type { Language } from '@hope/domain/config';
import { amountOrZero } from '@hope/domain/input';
import { type StudentLists } from '@hope/domain/office';
import {
  HONEYPOT_FIELD,
  donationFormSchema,
  needsTShirtSize,
  type DonationCheckoutRequest,
} from '@hope/domain/public';
import { z } from '@hope/domain/zod';

/** The donate form's state: the domain's fields plus the two checkboxes and the honeypot. */
export const donateFormSchema = donationFormSchema.extend({
  companyMatching: z.boolean(),
  coverFee: z.boolean(),
  fax: z.string(),
});
export type DonateFormValues = z.infer<typeof donateFormSchema>;

export const DONATE_DEFAULTS: DonateFormValues = {
  donationType: 'one_time',
  amount: '',
  months: '12',
  parentName: '',
  email: '',
  companyMatching: false,
  coverFee: false,
  fax: '',
};

/** The gift in dollars: the one-time amount, or the monthly plan's total. */
export function giftAmount(values: Pick<DonateFormValues, 'amount'>): number {
  return amountOrZero(values.amount);
}

type DonationBody = Omit<DonationCheckoutRequest, 'months'> & {
  months?: number;
  cover_fee: boolean;
  fax: string;
};

/**
 * The students as sent with a gift: t-shirt sizes only from the school's threshold up, blank below it (the
 * gift may have changed since the sizes were chosen).
 */
export function studentsForGift(
  students: StudentLists,
  giftDollars: number,
  tShirtThreshold: number,
): StudentLists {
  const withSize = needsTShirtSize(giftDollars, tShirtThreshold);
  return {
    children_data: students.children_data.map((child) => ({
      name: child.name,
      tShirtSize: withSize ? child.tShirtSize : '',
    })),
    grade_teacher_data: students.grade_teacher_data,
  };
}

/** The body of POST /api/checkout/donation. */
export function donationRequest(
  values: DonateFormValues,
  students: StudentLists,
  tShirtThreshold: number,
  language: Language,
): DonationBody {
  const amount = giftAmount(values);
  return {
    donation_type: values.donationType,
    amount,
    ...(values.donationType === 'monthly' ? { months: amountOrZero(values.months) } : {}),
    parent_name: values.parentName.trim(),
    email: values.email.trim(),
    company_matching: values.companyMatching,
    ...studentsForGift(students, amount, tShirtThreshold),
    cover_fee: values.coverFee,
    language,
    [HONEYPOT_FIELD]: values.fax,
  };
}
