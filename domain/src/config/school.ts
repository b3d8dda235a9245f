import type { PartnerLevel } from '../schemas/enums';

/*
 * SAMPLE VALUES. Every school-specific setting lives here and only here: names, numbers, teachers,
 * sponsorship levels and the budget breakdown. Replace them for a real school; nothing else needs editing.
 */

const adminEmailDomain = 'hope.example.org';

export const schoolConfig = {
  organizationName: 'Hope Parent Organization (SAMPLE)',
  schoolName: 'Hope Charter School (SAMPLE)',
  fundName: 'HOPE Annual Fund (SAMPLE)',
  teamShortName: 'HOPE',
  taxExemptNumber: '00-0000000 (SAMPLE)',
  mailingAddress: '123 Sample Street, Sampletown, CA 90000',
  officeEmail: 'office@hope.example.org',
  /** Bare admin usernames sign in as `<username>@<adminEmailDomain>`. */
  adminEmailDomain,
  /** Stored as the email of partner records added in the back office without one. */
  adminPlaceholderEmail: `admin-entry@${adminEmailDomain}`,
  timeZone: 'America/Los_Angeles',
  currency: 'USD',

  gradeTeacherOptions: [
    'TK - Ms. Rivera',
    'K - Ms. Chen',
    'K - Mr. Okafor',
    '1st Grade - Ms. Johnson',
    '1st Grade - Mr. Garcia',
    '2nd Grade - Ms. Nguyen',
    '2nd Grade - Mr. Schmidt',
    '3rd Grade - Ms. Patel',
    '3rd Grade - Mr. Brown',
    '4th Grade - Ms. Kim',
    '4th Grade - Mr. Lopez',
    '5th Grade - Ms. Davis',
    '5th Grade - Mr. Wilson',
    '6th Grade',
    '7th Grade',
    '8th Grade',
  ],

  tShirtSizes: ['Youth S', 'Youth M', 'Youth L', 'Youth XL', 'Adult S', 'Adult M', 'Adult L', 'Adult XL'],

  /** Highest level first, the order the public page shows them. Product ids are SAMPLE Stripe ids. */
  sponsorshipLevels: [
    {
      id: 'platinum',
      name: 'Platinum',
      price: 3000,
      productId: 'prod_SAMPLE_platinum',
      benefits: [
        'Two 4x6 banners',
        'Flyers twice a year',
        'Rotating website ad',
        'Display table at Back to School Night and Open House',
        'Event marketing',
        'Eblast footer all year',
        '4 stand-alone eblasts',
      ],
    },
    {
      id: 'gold',
      name: 'Gold',
      price: 1200,
      productId: 'prod_SAMPLE_gold',
      benefits: [
        '4x6 banner',
        'Website ad',
        'Flyers twice a year',
        'Display table at one event',
        '10 eblasts',
        '1 stand-alone eblast',
      ],
    },
    {
      id: 'silver',
      name: 'Silver',
      price: 960,
      productId: 'prod_SAMPLE_silver',
      benefits: ['4x3 banner', 'Website ad', 'Display table at one event', '5 eblasts'],
    },
    {
      id: 'bronze',
      name: 'Bronze',
      price: 500,
      productId: 'prod_SAMPLE_bronze',
      benefits: ['Website ad', '3 eblasts'],
    },
  ] satisfies readonly {
    id: PartnerLevel;
    name: string;
    price: number;
    productId: string;
    benefits: readonly string[];
  }[],

  donationProducts: {
    monthly: { name: 'Monthly Donation', mode: 'subscription' },
    one_time: { name: 'One Time Donation', mode: 'payment' },
  },

  /** Shares are percentages; dollarsPer1000 add up to exactly 1,000 (checked by a test). */
  budgetBreakdown: [
    { label: 'Computer lab and program', share: 27.4, dollarsPer1000: 274 },
    { label: 'Elementary PE coach and classroom aides', share: 32.3, dollarsPer1000: 323 },
    { label: 'Office aide and classroom support/funding', share: 11.6, dollarsPer1000: 116 },
    { label: 'Art program and teacher', share: 4.8, dollarsPer1000: 48 },
    {
      label: 'Emergency reserve, campus improvements, community events, field trips and more',
      share: 23.9,
      dollarsPer1000: 239,
    },
  ],

  suggestedGift: 1000,
  costPerChild: 800,
  defaultPartnerLevel: 'bronze' as PartnerLevel,
  adminEntryName: 'Admin Entry',
  unknownPhone: 'N/A',

  limits: {
    minAmount: 1,
    amountStep: 0.01,
    maxAmount: 100_000,
    minMonths: 1,
    maxMonths: 12,
    minMonthlyPayment: 1,
    tShirtThreshold: 1000,
    phoneMaxLength: 14,
    maxStudents: 20,
    nameMaxLength: 120,
    emailMaxLength: 254,
    requestPhoneMaxLength: 20,
    textMaxLength: 2000,
  },

  /**
   * Abuse limits of the public endpoints, per client address (stored only as a keyed hash) and per window,
   * across every function instance. Generous: at a school event many parents share one network address.
   */
  abuseLimits: {
    windowMinutes: 60,
    /** Donation and sponsorship Checkout Sessions together. */
    checkoutsPerWindow: 60,
    checkPledgesPerWindow: 10,
  },

  timings: {
    redirectAfterAddMs: 1500,
    toastMs: 3000,
    budgetAnimationStepMs: 200,
    budgetHoverDelayMs: 300,
  },

  dashboard: {
    recentCount: 5,
    defaultFeeFactor: 0.971,
    compactBreakpointPx: 640,
  },
} as const;

export type SchoolConfig = typeof schoolConfig;
export type SponsorshipLevel = SchoolConfig['sponsorshipLevels'][number];
export type GradeTeacherOption = SchoolConfig['gradeTeacherOptions'][number];
export type TShirtSize = SchoolConfig['tShirtSizes'][number];
