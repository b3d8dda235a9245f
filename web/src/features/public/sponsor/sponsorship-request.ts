import type { Language } from '@hope/domain/config';
import { amountOrZero } from '@hope/domain/input';
import { type StudentLists } from '@hope/domain/records';
import {
  bankOffered,
  HONEYPOT_FIELD,
  PAY_METHODS,
  sponsorshipFormSchema,
  type CheckPledgeRequest,
  type PayMethod,
} from '@hope/domain/public';
import { type SchoolSettings, type SponsorshipLevelSettings } from '@hope/domain/settings';
import { z } from '@hope/domain/zod';
import type { RefusableFields } from '../shared/refused-field';
import { studentsForGift } from '../shared/students-for-gift';

/** The sponsor form's state: the domain's fields plus the card-fee choice and the honeypot. */
export const sponsorFormSchema = sponsorshipFormSchema.extend({
  coverFee: z.boolean(),
  /** Paying the total now: by card or from a bank account (where the school offers the bank). */
  payMethod: z.enum(PAY_METHODS),
  fax: z.string(),
});
export type SponsorFormValues = z.infer<typeof sponsorFormSchema>;

export const SPONSOR_DEFAULTS: SponsorFormValues = {
  companyName: '',
  contactName: '',
  contactPhone: '',
  email: '',
  level: null,
  coverFee: false,
  payMethod: 'card',
  fax: '',
};

/** How the sponsorship is paid (at once or each month): the bank when chosen and offered, else a card. */
export function totalPayMethod(
  values: Pick<SponsorFormValues, 'payMethod'>,
  settings: Pick<SchoolSettings, 'giving'>,
): PayMethod {
  const offered = bankOffered(settings, { kind: 'sponsorship' });
  return values.payMethod === 'bank' && offered ? 'bank' : 'card';
}

/** The sponsor form's fields a refusal of the server can be about, and shown beside. */
export type SponsorRefusable = 'companyName' | 'contactName' | 'contactPhone' | 'email';

/** The request's field names as the sponsor form names them. */
export const SPONSOR_REFUSABLE: RefusableFields<SponsorRefusable> = {
  company_name: 'companyName',
  contact_name: 'contactName',
  contact_phone: 'contactPhone',
  email: 'email',
};

/** The fields every sponsorship request carries (check pledge and card checkout alike). */
export function pledgeRequest(
  values: SponsorFormValues,
  level: SponsorshipLevelSettings,
  students: StudentLists,
  tShirtThreshold: number,
  language: Language,
): CheckPledgeRequest & { fax: string } {
  return {
    company_name: values.companyName.trim(),
    contact_name: values.contactName.trim(),
    contact_phone: values.contactPhone.trim(),
    email: values.email.trim(),
    // The page names the level; the server prices it from its own copy of the settings.
    level: level.id,
    ...studentsForGift(students, level.price, tShirtThreshold),
    language,
    [HONEYPOT_FIELD]: values.fax,
  };
}

/** How a card payment is made: the whole price now, or a monthly plan of `months` payments. */
export type CardPlan = { plan: 'full' } | { plan: 'installments'; months: string };

/** The body of POST /api/checkout/sponsorship: the server prices the level, the page only names it. */
export function sponsorshipCheckoutRequest(
  values: SponsorFormValues,
  level: SponsorshipLevelSettings,
  students: StudentLists,
  card: CardPlan,
  tShirtThreshold: number,
  language: Language,
  payMethod: PayMethod,
) {
  return {
    ...pledgeRequest(values, level, students, tShirtThreshold, language),
    ...(card.plan === 'full'
      ? { plan: 'full' }
      : { plan: 'installments', months: amountOrZero(card.months) }),
    cover_fee: values.coverFee,
    // The same method pays the total now or each monthly installment.
    payment_method: payMethod,
  };
}
