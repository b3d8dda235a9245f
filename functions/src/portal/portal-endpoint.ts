import { parseStoredRecord } from '@hope/domain';
import type { Response } from 'express';
import { siteOrigin } from '../config';
import { firestore } from '../firestore';
import type { Handler } from '../http/router';
import { readSettings } from '../settings/read-settings';
import { stripe } from '../stripe/client';
import { checkManageToken } from './manage-link';

function page(res: Response, status: number, title: string, text: string): void {
  const origin = new URL(siteOrigin.value()).origin;
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
        `<h1>${title}</h1><p>${text}</p><p><a href="${origin}/">Back to the giving page</a></p></body></html>`,
    );
}

/**
 * GET /api/portal?t=<signed token>: opens Stripe's Customer Portal for the one donor the token names, where they
 * update their card or stop their monthly gift (the webhook then records it). An altered, expired or unusable
 * link gets a page that says so and does nothing.
 */
export const portalEndpoint: Handler = async (req, res, context) => {
  const token = typeof req.query.t === 'string' ? req.query.t : '';
  const check = checkManageToken(token);
  if (!check.ok) {
    return check.reason === 'expired'
      ? page(
          res,
          410,
          'This link has expired',
          'Please use the link in your latest receipt, or write to the school office.',
        )
      : page(
          res,
          400,
          'This link is not valid',
          'Please use the link exactly as it is in your receipt, or write to the school office.',
        );
  }
  const snapshot = await firestore().collection(check.collection).doc(check.id).get();
  const record = snapshot.exists ? parseStoredRecord(check.collection, snapshot.data()) : null;
  if (!record?.stripe_customer_id || !record.stripe_subscription_id) {
    return page(
      res,
      404,
      'No monthly gift to manage',
      'We found no monthly gift for this link. Please write to the school office.',
    );
  }
  await context.admit(await readSettings());
  const session = await stripe().billingPortal.sessions.create({
    customer: record.stripe_customer_id,
    return_url: `${new URL(siteOrigin.value()).origin}/`,
  });
  res.set('Cache-Control', 'no-store').redirect(303, session.url);
};
