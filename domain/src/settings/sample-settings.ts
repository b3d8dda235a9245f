import {
  defaultBankPaymentsFrom,
  defaultPageSettings,
  defaultReceiptSettings,
  defaultPublicLimits,
  defaultTimeZone,
  defaultTShirtThreshold,
} from './sample-values';
import type { Benefit, BenefitKind } from './schema';
import type { SchoolSettings } from './school-settings';

// A module of its own: the public page's first load needs the small defaults beside it but not these sample
// settings, which it downloads only if the settings cannot be read.

/** `value`: a good-faith estimate of its fair market value in dollars (an acknowledgment has none). */
const benefit = (text: string, kind: BenefitKind, quantity = 1, value = 0): Benefit => ({
  text,
  kind,
  value,
  quantity,
});

/**
 * SAMPLE VALUES: what a new installation starts with (the seed writes them, and the app falls back to them
 * while the settings document does not exist yet). The office replaces them in the back office's Settings.
 */
export const defaultSettings: SchoolSettings = {
  organization: {
    organizationName: 'Hope Parent Organization',
    schoolName: 'Hope Charter School',
    fundName: 'HOPE Annual Fund',
    teamShortName: 'HOPE',
    taxExemptNumber: '00-0000000',
    mailingAddress: '123 Sample Street, Sampletown, CA 90000',
    officeEmail: 'office@hope.example.org',
    adminEmailDomain: 'hope.example.org',
  },
  giving: {
    suggestedGift: 1000,
    costPerChild: 800,
    tShirtThreshold: defaultTShirtThreshold,
    bankPaymentsFrom: defaultBankPaymentsFrom,
  },
  classes: [
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
  ].map((label) => ({ label, size: null })),
  tShirtSizes: ['Youth S', 'Youth M', 'Youth L', 'Youth XL', 'Adult S', 'Adult M', 'Adult L', 'Adult XL'],
  sponsorshipLevels: [
    {
      id: 'platinum',
      name: 'Platinum',
      price: 3000,
      productId: null,
      benefits: [
        benefit('Two 4x6 banners', 'acknowledgment', 2),
        benefit('Flyers twice a year', 'advertising', 2, 100),
        benefit('Rotating website ad', 'advertising', 1, 150),
        benefit('Display table at Back to School Night and Open House', 'goods_services', 2, 100),
        benefit('Event marketing', 'advertising', 1, 100),
        benefit('Eblast footer all year', 'acknowledgment'),
        benefit('4 stand-alone eblasts', 'advertising', 4, 100),
      ],
    },
    {
      id: 'gold',
      name: 'Gold',
      price: 1200,
      productId: null,
      benefits: [
        benefit('4x6 banner', 'acknowledgment'),
        benefit('Website ad', 'advertising', 1, 100),
        benefit('Flyers twice a year', 'advertising', 2, 100),
        benefit('Display table at one event', 'goods_services', 1, 50),
        benefit('10 eblasts', 'advertising', 10, 100),
        benefit('1 stand-alone eblast', 'advertising', 1, 25),
      ],
    },
    {
      id: 'silver',
      name: 'Silver',
      price: 960,
      productId: null,
      benefits: [
        benefit('4x3 banner', 'acknowledgment'),
        benefit('Website ad', 'advertising', 1, 100),
        benefit('Display table at one event', 'goods_services', 1, 50),
        benefit('5 eblasts', 'advertising', 5, 50),
      ],
    },
    {
      id: 'bronze',
      name: 'Bronze',
      price: 500,
      productId: null,
      benefits: [benefit('Website ad', 'advertising', 1, 100), benefit('3 eblasts', 'advertising', 3, 30)],
    },
  ],
  budget: [
    { label: 'Computer lab and program', share: 27.4 },
    { label: 'Elementary PE coach and classroom aides', share: 32.3 },
    { label: 'Office aide and classroom support/funding', share: 11.6 },
    { label: 'Art program and teacher', share: 4.8 },
    {
      label: 'Emergency reserve, campus improvements, community events, field trips and more',
      share: 23.9,
    },
  ],
  campaigns: [],
  limits: { ...defaultPublicLimits },
  page: { ...defaultPageSettings },
  receipts: defaultReceiptSettings,
  time_zone: defaultTimeZone,
  revision: 0,
  updated_at: null,
};
