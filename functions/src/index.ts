import { onRequest } from 'firebase-functions/https';
import { donationCheckout } from './checkout/donation-endpoint';
import { sponsorshipCheckout } from './checkout/sponsorship-endpoint';
import { stripeSecretKey, stripeWebhookSecret } from './config';
import { health } from './health';
import { createRouter } from './http/router';
import { checkPledge } from './pledges/check-endpoint';
export { recordAction } from './money/record-action';
export { deliverMail } from './mail/deliver-mail';
export { sendReceipts } from './receipts/on-record-event';
export { resendReceipt } from './receipts/resend-endpoint';
export { yearEndStatements } from './receipts/year-end-endpoint';
import { settingsEndpoint } from './settings/settings-endpoint';
import { stripeWebhook } from './webhook/endpoint';

const router = createRouter([
  { method: 'GET', path: '/api/health', handler: health },
  { method: 'GET', path: '/api/settings', handler: settingsEndpoint },
  { method: 'POST', path: '/api/checkout/donation', handler: donationCheckout, limit: 'checkout' },
  { method: 'POST', path: '/api/checkout/sponsorship', handler: sponsorshipCheckout, limit: 'checkout' },
  { method: 'POST', path: '/api/pledges/check', handler: checkPledge, limit: 'check_pledge' },
  { method: 'POST', path: '/api/stripe/webhook', handler: stripeWebhook },
]);

/** Every public endpoint lives under /api/** (Hosting rewrite in production, Vite proxy in development). */
export const api = onRequest(
  { region: 'us-central1', cors: false, secrets: [stripeSecretKey, stripeWebhookSecret], maxInstances: 10 },
  router,
);
