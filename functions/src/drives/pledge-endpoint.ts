import {
  newPledge,
  PLEDGES_COLLECTION,
  pledgeMessages,
  pledgeRequestSchema,
  type Pledge,
  type PledgeRequest,
} from '@hope/domain/drives';
import { appConfig } from '@hope/domain/config';
import type { SchoolSettings } from '@hope/domain/settings';
import { firestore } from '../platform/firestore';
import { BadRequest, PaymentProviderError } from '../platform/http-errors';
import { siteOrigin } from '../platform/config';
import { stripe } from '../stripe/client';
import { jsonEndpoint } from '../http/json-endpoint';
import type { RouteContext } from '../http/router';
import { readPage } from '../pages/page-store';
import { whenPagesOn } from '../pages/pages-on';
import { createPledge, openDriveOfPage, pledgeOf, pledgeRef, writePledge } from './drive-store';

const providerDown = 'Our payment provider is not answering right now. Please try again in a few minutes.';

/**
 * Stripe's Checkout in setup mode: the relative saves a card to a Customer of their own and nothing is charged.
 * Only the pledge's id travels to Stripe (never the student's name).
 */
async function openSetupSession(pledge: Pledge) {
  const keyed = (what: string) => ({ idempotencyKey: `pledge-${what}-${pledge.id}` });
  const metadata = { pledge_id: pledge.id, drive_id: pledge.drive_id };
  const customer = await stripe().customers.create(
    { email: pledge.email, name: pledge.name, metadata },
    keyed('customer'),
  );
  const origin = new URL(siteOrigin.value()).origin;
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'setup',
      customer: customer.id,
      currency: appConfig.currency.toLowerCase(),
      allowed_payment_method_types: ['card'],
      locale: pledge.language,
      metadata,
      setup_intent_data: { metadata },
      success_url: `${origin}/s/${pledge.page_code}?pledged=true`,
      cancel_url: `${origin}/s/${pledge.page_code}`,
    },
    keyed('session'),
  );
  if (!session.url) throw new Error(`Stripe gave setup session ${session.id} no page`);
  return { customer: customer.id, session: session.id, url: session.url };
}

/**
 * POST /api/pages/<code>/pledge: a relative pledges an amount per unit on a page while its drive is open. The
 * pledge is written first ('saving'), then the card is saved on Stripe's page; the webhook marks it saved and
 * mails the relative. Answers 201 {url} of Stripe's page. A paused page or a closed drive changes nothing.
 */
async function startPledge(
  request: PledgeRequest,
  _settings: SchoolSettings,
  params: RouteContext['params'],
) {
  const page = await readPage(params.code ?? '');
  if (!page || page.status !== 'active') throw new BadRequest(pledgeMessages.pagePaused, 409);
  // The drive the page shows: a page of another campaign takes no pledge for it.
  const drive = await openDriveOfPage(page);
  if (!drive) throw new BadRequest(pledgeMessages.closed, 409);
  const ref = pledgeRef(firestore().collection(PLEDGES_COLLECTION).doc().id);
  const pledge = newPledge({ id: ref.id, driveId: drive.id, pageCode: page.code, now: new Date() }, request);
  await createPledge(pledge);
  let opened;
  try {
    opened = await openSetupSession(pledge);
  } catch (error) {
    console.error(`Stripe refused the setup session of pledge ${pledge.id}`, error);
    // The relative never reached Stripe's page: nothing was pledged, so nothing is kept.
    await ref.delete();
    throw new PaymentProviderError(providerDown);
  }
  // Parsed like every pledge write; the webhook cannot have saved the card yet (the relative has no page yet).
  await firestore().runTransaction(async (tx) => {
    const current = pledgeOf(await tx.get(ref));
    if (current?.status === 'saving')
      writePledge(tx, { ...current, stripe_customer: opened.customer, setup_session: opened.session });
  });
  return { url: opened.url };
}

export const pledgeEndpoint = whenPagesOn(jsonEndpoint(() => pledgeRequestSchema, startPledge, 201));
