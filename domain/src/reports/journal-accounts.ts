import type { IncomeKind } from './income-split';

/*
 * THE SCHOOL'S CHART OF ACCOUNTS, FOR THE JOURNAL EXPORTS: sample names and codes. QuickBooks Online matches
 * the account by its exact name, Xero by its code; change them here to the school's own chart (one place).
 * They are constants rather than a setting: the settings' security rules are at Firestore's limit.
 */
export const journalAccounts = {
  bank: { name: 'Checking', code: '090' },
  stripe_clearing: { name: 'Stripe clearing', code: '091' },
  donations: { name: 'Donations income', code: '200' },
  sponsorship: { name: 'Sponsorship income', code: '210' },
  advertising: { name: 'Advertising income', code: '220' },
  merchant_fees: { name: 'Merchant fees', code: '404' },
} as const;

export type JournalAccount = keyof typeof journalAccounts;

/** Xero asks every line for a tax rate by its full name; a US school's gifts and fees are not taxed. */
export const XERO_TAX_RATE = 'Tax Exempt';

/** The account each kind of income is credited to. Goods and services sold with a sponsorship stay sponsorship income. */
export const incomeAccounts: Record<IncomeKind, JournalAccount> = {
  donations: 'donations',
  sponsorship: 'sponsorship',
  advertising: 'advertising',
  goods_services: 'sponsorship',
};
