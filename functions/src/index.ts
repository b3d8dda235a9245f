// Defaults for every function below, set before any is defined.
import './platform/global-options';
import { onRequest } from 'firebase-functions/https';
import { donationCheckout } from './checkout/donation-endpoint';
import { sponsorshipCheckout } from './checkout/sponsorship-endpoint';
import { stripeSecretKey, stripeWebhookSecret } from './platform/config';
import { health } from './health';
import { createRouter } from './http/router';
import { checkPledge } from './pledges/check-endpoint';
import { settingsEndpoint } from './http/settings-endpoint';
import { progressEndpoint } from './progress/progress-endpoint';
import { manageLinkKeys } from './portal/link-keys';
import { portalEndpoint } from './portal/portal-endpoint';
import { webhookRequest } from './webhook/endpoint';
import { createPageEndpoint } from './pages/create-endpoint';
import { managePageEndpoint } from './pages/manage-endpoint';
import { readPageEndpoint } from './pages/read-endpoint';
import { pledgeEndpoint } from './drives/pledge-endpoint';
import { pageDriveOf } from './drives/page-drive';
import { pledgeLinkEndpoint } from './drives/pledge-link-endpoint';

export { fetchPayouts, fetchPayoutsJob } from './books/fetch-payouts';
export { itemisePayoutJob } from './books/itemise-job';
export { recordAction } from './money/record-action';
export { recordChange } from './records/record-change';
export { depositAction } from './deposits/deposit-action';
export { depositSlip } from './deposits/deposit-slip';
export { reportPdf } from './reports/report-pdf';
export { deliverMail, deliverPageMail, deliverTeamMail } from './mail/deliver-mail';
export { turnOffManageLink } from './portal/turn-off-link';
export { saveSettings } from './settings/save-settings';
export { teamAction } from './team/team-action';
export { pageAction } from './pages/page-action';
export { driveAction } from './drives/drive-action';
export { chargePledgesJob } from './drives/charge-job';
export { studentPageHtml } from './pages/page-html';
export { setPassword } from './team/set-password';
export { sendReceipts } from './receipts/on-record-event';
export { pageGiftNotice } from './pages/gift-notice';
export { eraseDeletedPagesDaily } from './pages/erase-deleted-pages';
export { resendReceipt } from './receipts/resend-endpoint';
export {
  receiptsOnDonationEmail,
  receiptsOnPartnerEmail,
  sweepOwedReceipts,
} from './receipts/sweep-triggers';
export { yearEndStatements } from './receipts/year-end-endpoint';
export { yearEndJob } from './receipts/year-end-job';
export { jobAction } from './jobs/job-action';
export { progressOnCampaigns, progressOnDonation, progressOnPartner } from './progress/progress-triggers';

const router = createRouter([
  { method: 'GET', path: '/api/health', handler: health },
  { method: 'GET', path: '/api/settings', handler: settingsEndpoint },
  { method: 'GET', path: '/api/progress', handler: progressEndpoint },
  { method: 'GET', path: '/api/portal', handler: portalEndpoint, limit: 'portal' },
  { method: 'POST', path: '/api/checkout/donation', handler: donationCheckout, limit: 'checkout' },
  { method: 'POST', path: '/api/checkout/sponsorship', handler: sponsorshipCheckout, limit: 'checkout' },
  { method: 'POST', path: '/api/pledges/check', handler: checkPledge, limit: 'check_pledge' },
  { method: 'POST', path: '/api/pages', handler: createPageEndpoint, limit: 'page_create' },
  { method: 'GET', path: '/api/pages/:code', handler: readPageEndpoint(pageDriveOf) },
  { method: 'POST', path: '/api/pages/:code/manage', handler: managePageEndpoint, limit: 'page_manage' },
  { method: 'POST', path: '/api/pages/:code/pledge', handler: pledgeEndpoint, limit: 'checkout' },
  { method: 'POST', path: '/api/drives/pledges/:id', handler: pledgeLinkEndpoint, limit: 'page_manage' },
]);

/** The public endpoints under /api/** (Hosting rewrite in production, Vite proxy in development). */
export const api = onRequest(
  { cors: false, secrets: [stripeSecretKey, manageLinkKeys], maxInstances: 10 },
  router,
);

/**
 * Stripe's webhook, a function of its own (Hosting rewrites /api/stripe/webhook here, before /api/**): its
 * instances are never busy with public calls, so a flood of those cannot delay Stripe's deliveries.
 */
export const stripeWebhook = onRequest(
  // The link keys sign the change link of the pledge-saved mail.
  { cors: false, secrets: [stripeSecretKey, stripeWebhookSecret, manageLinkKeys], maxInstances: 10 },
  webhookRequest,
);
