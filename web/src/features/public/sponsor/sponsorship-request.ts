import {
  amountOrZero,
  findLevel,
  HONEYPOT_FIELD,
  sponsorshipFormSchema,
  type CheckPledgeRequest,
  type PartnerLevel,
} from '@hope/domain';
import { z } from 'zod';
import type { StudentData } from '../../students/StudentDialog';
import { studentsForGift } from '../donate/donation-request';

/** The sponsor form's state: the domain's fields plus the card-fee choice and the honeypot. */
export const sponsorFormSchema = sponsorshipFormSchema.extend({
  coverFee: z.boolean(),
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
  fax: '',
};

/** The chosen level's price in dollars, or 0 before a level is chosen. */
export function levelPriceOrZero(level: PartnerLevel | null): number {
  return level ? findLevel(level).price : 0;
}

/** The fields every sponsorship request carries (check pledge and card checkout alike). */
export function pledgeRequest(
  values: SponsorFormValues,
  level: PartnerLevel,
  students: StudentData,
): CheckPledgeRequest & { fax: string } {
  return {
    company_name: values.companyName.trim(),
    contact_name: values.contactName.trim(),
    contact_phone: values.contactPhone.trim(),
    email: values.email.trim(),
    level,
    ...studentsForGift(students, findLevel(level).price),
    [HONEYPOT_FIELD]: values.fax,
  };
}

/** How a card payment is made: the whole price now, or a monthly plan of `months` payments. */
export type CardPlan = { plan: 'full' } | { plan: 'installments'; months: string };

/** The body of POST /api/checkout/sponsorship: the server prices the level, the page only names it. */
export function sponsorshipCheckoutRequest(
  values: SponsorFormValues,
  level: PartnerLevel,
  students: StudentData,
  card: CardPlan,
) {
  return {
    ...pledgeRequest(values, level, students),
    ...(card.plan === 'full'
      ? { plan: 'full' }
      : { plan: 'installments', months: amountOrZero(card.months) }),
    cover_fee: values.coverFee,
  };
}
