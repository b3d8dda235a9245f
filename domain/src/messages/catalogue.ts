/** User-facing texts (alerts, banners, toasts, empty and loading texts), so every screen says the same. */
export const messages = {
  donation: {
    checkoutFailed: 'Failed to create checkout session',
    submitFailedOneTime: 'There was an error processing your donation. Please try again.',
    submitFailedMonthly: 'There was an error processing your subscription. Please try again.',
    httpError: (status: number, statusText: string) => `HTTP ${status}: ${statusText}`,
  },
  sponsorship: {
    checkSaveFailed: 'There was an error processing your partnership request. Please try again.',
    installmentFailed: 'There was an error setting up your installment plan. Please try again.',
    cardPaymentFailed: 'There was an error processing your partnership. Please try again.',
  },
  abuse: {
    tooManyAttempts: 'Too many attempts from your network. Please wait a few minutes and try again.',
    formRefused: 'We could not accept this form. Please reload the page and fill it in again.',
    proofRefused:
      'We could not confirm this request came from your browser. Please reload the page and try again.',
    proofReused: 'This request was already sent once. Please reload the page and try again.',
  },
  validation: {
    email: 'Please enter a valid email address',
  },
  login: {
    invalidCredentials: 'Invalid username or password',
    failed: 'Login failed. Please try again.',
  },
  admin: {
    donationUpdated: 'Donation updated successfully!',
    partnerUpdated: 'Partner updated successfully!',
    donationAdded: 'Donation record added successfully!',
    partnerAdded: 'Community partner record added successfully!',
    classesFailed: 'Failed to load class statistics',
  },
  empty: {
    recentDonations: 'No donations yet',
    recentPartners: 'No partners yet',
    donations: 'No donations found',
    partners: 'No partners found matching your criteria.',
    classesTitle: 'No class data available',
    classesHint: 'Donations and partnerships with student information will appear here',
  },
  loading: {
    dashboard: 'Loading dashboard data...',
    classes: 'Loading class statistics...',
  },
} as const;

/** What a thrown value says, if anything. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error || null;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || null;
  }
  return null;
}

export type UpdateTarget = 'donation' | 'partner' | 'student information';

/** Alert after a failed edit: 'Error updating donation: <server message>' or the bare generic text. */
export function updateErrorAlert(target: UpdateTarget, error: unknown): string {
  const detail = errorMessage(error);
  return detail ? `Error updating ${target}: ${detail}` : `Error updating ${target}`;
}
