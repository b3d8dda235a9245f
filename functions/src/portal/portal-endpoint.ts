import { DEFAULT_LANGUAGE, preferredLanguage } from '@hope/domain/config';
import { parseStoredRecord } from '@hope/domain/records';
import { siteOrigin } from '../platform/config';
import { firestore } from '../platform/firestore';
import { ChallengeRequired, ProofRefused, TooManyRequests } from '../platform/http-errors';
import type { Handler } from '../http/router';
import type { Response } from 'express';
import { readSettings } from '../settings/read-settings';
import { stripe } from '../stripe/client';
import { checkManageToken } from './manage-link';
import { portalRefusal } from './portal-access';
import { PORTAL_PAGES, sendPortalPage } from './portal-page';
import { turnedOffAt } from './turned-off-links';

/**
 * A link opened past the limits goes to the site's /manage-gift page with its challenge (`c`, base64url JSON):
 * the page solves it in a worker and opens /api/portal?t=<token>&proof=<solution> in place of itself.
 */
function sendToChallenge(res: Response, token: string, challenge: unknown): void {
  const encoded = Buffer.from(JSON.stringify(challenge)).toString('base64url');
  const target = `${new URL(siteOrigin.value()).origin}/manage-gift?t=${encodeURIComponent(token)}&c=${encoded}`;
  res.set('Cache-Control', 'no-store').redirect(303, target);
}

/**
 * GET /api/portal?t=<signed token>: opens Stripe's Customer Portal for the one donor the token names, where they
 * update their card or stop their monthly gift (the webhook then records it). An altered, expired or turned-off
 * link, a plan that ended, or too many openings from one network get a page that says so and do nothing.
 */
export const portalEndpoint: Handler = async (req, res, context) => {
  const token = typeof req.query.t === 'string' ? req.query.t : '';
  // Until the record is read, the donor's browser tells their language.
  const browserLanguage =
    preferredLanguage((req.get('accept-language') ?? '').split(',')) ?? DEFAULT_LANGUAGE;
  const check = checkManageToken(token);
  if (!check.ok) return sendPortalPage(res, PORTAL_PAGES[check.reason], browserLanguage);
  try {
    await context.admit(await readSettings());
  } catch (error) {
    // A challenge to solve: the site's page for it solves it unseen and opens the link again with the proof.
    if (error instanceof ChallengeRequired) return sendToChallenge(res, token, error.challenge);
    // A refusal (Retry-After already set) is a page for a donor's browser, not the API's JSON.
    if (error instanceof TooManyRequests) return sendPortalPage(res, PORTAL_PAGES.too_many, browserLanguage);
    if (error instanceof ProofRefused) {
      const page = error.reused ? PORTAL_PAGES.proof_reused : PORTAL_PAGES.proof_refused;
      return sendPortalPage(res, page, browserLanguage);
    }
    throw error;
  }
  const db = firestore();
  const [snapshot, offAt] = await Promise.all([
    db.collection(check.collection).doc(check.id).get(),
    turnedOffAt(db, check.collection, check.id),
  ]);
  const record = snapshot.exists ? parseStoredRecord(check.collection, snapshot.data()) : null;
  const refusal = portalRefusal(record, offAt, check.issuedAt);
  const language = record?.language ?? browserLanguage;
  if (refusal || !record) return sendPortalPage(res, PORTAL_PAGES[refusal ?? 'no_plan'], language);
  const session = await stripe().billingPortal.sessions.create({
    customer: record.stripe_customer_id!,
    return_url: `${new URL(siteOrigin.value()).origin}/`,
    // Stripe's portal opens in the language the family gave in.
    locale: record.language ?? 'auto',
  });
  res.set('Cache-Control', 'no-store').redirect(303, session.url);
};
