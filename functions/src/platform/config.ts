import { defineSecret, defineString } from 'firebase-functions/params';

/** Stripe keys are secrets (Cloud Secret Manager in production, functions/.secret.local on the emulators). */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The public site's origin; return addresses are built from it and never from a request. */
export const siteOrigin = defineString('SITE_ORIGIN', {
  description: 'Public origin of the site, e.g. https://hope-fund.web.app (no trailing slash)',
});

/**
 * Where Stripe's checkout returns; a monthly gift's thank-you page also gets its "manage" link token. A payer
 * goes back where they came from, paid or not: the main page, or the student's page they gave through (whose
 * own thank-you names the student).
 */
export function returnUrls(
  manageToken?: string,
  pagePath?: string,
): { success_url: string; cancel_url: string } {
  const origin = new URL(siteOrigin.value()).origin;
  const manage = manageToken ? `&manage=${encodeURIComponent(manageToken)}` : '';
  return {
    success_url: `${origin}${pagePath ?? '/'}?success=true${manage}`,
    cancel_url: pagePath ? `${origin}${pagePath}` : `${origin}/?canceled=true`,
  };
}
