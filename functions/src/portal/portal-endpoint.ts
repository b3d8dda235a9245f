import { DEFAULT_LANGUAGE, preferredLanguage } from '@hope/domain/config';
import { parseStoredRecord } from '@hope/domain/records';
import { siteOrigin } from '../config';
import { firestore } from '../firestore';
import { TooManyRequests } from '../http/json-body';
import type { Handler } from '../http/router';
import { readSettings } from '../settings/read-settings';
import { stripe } from '../stripe/client';
import { checkManageToken } from './manage-link';
import { portalRefusal } from './portal-access';
import { PORTAL_PAGES, sendPortalPage } from './portal-page';
import { turnedOffAt } from './turned-off-links';

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
    // The limit's refusal (Retry-After already set) is a page for a donor's browser, not the API's JSON.
    if (error instanceof TooManyRequests) return sendPortalPage(res, PORTAL_PAGES.too_many, browserLanguage);
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
