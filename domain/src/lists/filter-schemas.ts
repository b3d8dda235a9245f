import { z } from '../zod';
import { donationTypeSchema } from '../records';
import { levelIdSchema, topTwoLevels, type SchoolSettings } from '../settings';
import { anyDate, dateRangeFilterSchema } from './date-range';
import { paymentStatusSchema } from '../records';

const yesNoFilterSchema = z.enum(['all', 'yes', 'no']);

/** Filters both lists share. Amount bounds are inclusive, in dollars, on the pledged total. */
const sharedFilterShape = {
  status: z.union([z.literal('all'), paymentStatusSchema]),
  dateRange: dateRangeFilterSchema,
  minAmount: z.number().nonnegative().nullable(),
  maxAmount: z.number().nonnegative().nullable(),
  /** Class labels (teacher, else grade): a record matches when any of its students is in one of them. */
  teachers: z.array(z.string()),
  /** Voided records (tests, duplicates, fake pledges) are left out unless asked for. */
  showVoided: z.boolean(),
};
export type SharedFilters = z.infer<z.ZodObject<typeof sharedFilterShape>>;

/**
 * 'unpaid' means pending: not completed and not cancelled (a cancelled pledge is not followed up).
 * 'abandoned': checkouts whose page expired unpaid, which the lists hide unless this filter is on.
 */
export const donationQuickFilterSchema = z.enum([
  'this_month',
  'unpaid',
  'monthly_donors',
  'company_matched',
  'abandoned',
]);
export type DonationQuickFilter = z.infer<typeof donationQuickFilterSchema>;

/** 'top_levels': partners at one of the school's two dearest levels (Platinum & Gold by default). */
export const partnerQuickFilterSchema = z.enum([
  'this_month',
  'unpaid',
  'top_levels',
  'missing_contact',
  'abandoned',
]);
export type PartnerQuickFilter = z.infer<typeof partnerQuickFilterSchema>;

const ABANDONED_LABEL = 'Abandoned Checkouts';

export const donationQuickFilterLabels: Record<DonationQuickFilter, string> = {
  this_month: 'This Month',
  unpaid: 'Unpaid',
  monthly_donors: 'Monthly Donors',
  company_matched: 'Company Matched',
  abandoned: ABANDONED_LABEL,
};

/** The partners' quick filters' labels; the top levels' one names them as the school does now. */
export function partnerQuickFilterLabels(
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
): Record<PartnerQuickFilter, string> {
  return {
    this_month: 'This Month',
    unpaid: 'Unpaid',
    top_levels: topTwoLevels(settings)
      .map((level) => level.name)
      .join(' & '),
    missing_contact: 'Missing Contact Info',
    abandoned: ABANDONED_LABEL,
  };
}

/** Active quick filters combine with each other and with the panel's filters (all must match). */
export const donationFiltersSchema = z.object({
  type: z.union([z.literal('all'), donationTypeSchema]),
  companyMatching: yesNoFilterSchema,
  hasStudentInfo: yesNoFilterSchema,
  ...sharedFilterShape,
  quick: z.array(donationQuickFilterSchema),
});
export type DonationFilters = z.infer<typeof donationFiltersSchema>;

export const partnerFiltersSchema = z.object({
  /** Empty means every level. */
  levels: z.array(levelIdSchema),
  contactInfo: z.enum(['all', 'complete', 'incomplete']),
  /** 'owed': partners still owed a benefit (the sponsor ledger); 'delivered': every benefit delivered. */
  benefits: z.enum(['all', 'owed', 'delivered']),
  ...sharedFilterShape,
  quick: z.array(partnerQuickFilterSchema),
});
export type PartnerFilters = z.infer<typeof partnerFiltersSchema>;

function noSharedFilters(): SharedFilters {
  return {
    status: 'all',
    dateRange: { ...anyDate },
    minAmount: null,
    maxAmount: null,
    teachers: [],
    showVoided: false,
  };
}

export function emptyDonationFilters(): DonationFilters {
  return { type: 'all', companyMatching: 'all', hasStudentInfo: 'all', ...noSharedFilters(), quick: [] };
}

export function emptyPartnerFilters(): PartnerFilters {
  return { levels: [], contactInfo: 'all', benefits: 'all', ...noSharedFilters(), quick: [] };
}
