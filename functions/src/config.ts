import { defineSecret, defineString } from 'firebase-functions/params';

/** Stripe keys are secrets (Cloud Secret Manager in production, functions/.secret.local on the emulators). */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The public site's origin; return addresses are built from it and never from a request. */
export const siteOrigin = defineString('SITE_ORIGIN', {
  description: 'Public origin of the site, e.g. https://hope-fund.web.app (no trailing slash)',
});

export function returnUrls(): { success_url: string; cancel_url: string } {
  const origin = new URL(siteOrigin.value()).origin;
  return { success_url: `${origin}/?success=true`, cancel_url: `${origin}/?canceled=true` };
}
