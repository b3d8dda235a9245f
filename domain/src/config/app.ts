/*
 * Constants of the product itself: limits, timings and texts no school changes. School values
 * (names, teachers, prices, budget) are not here: they are settings, see settings/.
 */
export const appConfig = {
  currency: 'USD',

  /** The names Stripe's checkout page gives a donation (functions/src/checkout/checkout-words.ts). */
  donationProducts: {
    monthly: { name: 'Monthly Donation' },
    one_time: { name: 'One Time Donation' },
  },

  adminEntryName: 'Admin Entry',
  unknownPhone: 'N/A',
  /** Partners added in the back office without an email get `admin-entry@<admin email domain>`. */
  adminPlaceholderLocalPart: 'admin-entry',

  limits: {
    minAmount: 1,
    amountStep: 0.01,
    maxAmount: 100_000,
    minMonths: 1,
    maxMonths: 12,
    minMonthlyPayment: 1,
    phoneMaxLength: 14,
    /** Students on one record that the office's dialog offers and the server's change requests accept. */
    maxStudents: 8,
    /** A grade-and-teacher choice, as the settings allow it and a record stores it. */
    classLabelMaxLength: 80,
    /** A T-shirt size's name, as the settings allow it and a record stores it. */
    tShirtSizeMaxLength: 20,
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
    /** Openings of a "Manage my monthly gift" link (each starts a Stripe billing portal session). */
    portalOpensPerWindow: 20,
    /** Student pages made: a family makes one per child. */
    pageCreatesPerWindow: 10,
    /** Calls of a page's private manage link (reads and changes): a parent's edits, never a key's guessing. */
    pageManagesPerWindow: 60,
  },

  timings: {
    redirectAfterAddMs: 1500,
    /** How long a toast stays (a success says what was done: 3 seconds is enough to read it). */
    toastMs: 3000,
    /** An invitation's toast names the email it went to: a second longer. */
    inviteToastMs: 4000,
    /** An error toast stays twice as long: it asks the person to act. */
    errorToastMs: 6000,
    budgetAnimationStepMs: 200,
    budgetHoverDelayMs: 300,
  },

  /**
   * How long each layer may keep the public settings. A change saved in the back office reaches every
   * visitor within their sum (55 s): the function's memory, then the CDN, then the browser.
   */
  settingsCache: {
    functionMemoryMs: 10_000,
    cdnMaxAgeSeconds: 30,
    browserMaxAgeSeconds: 15,
  },

  dashboard: {
    recentCount: 5,
    defaultFeeFactor: 0.971,
    compactBreakpointPx: 640,
  },
} as const;

export type AppConfig = typeof appConfig;
