import {
  changePledge,
  pledgeDueCents,
  pledgeLinkMessages,
  pledgeLinkRequestSchema,
  pledgeView,
  type Pledge,
} from '@hope/domain/drives';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import { firestore } from '../platform/firestore';
import { BadRequest, HttpError, PaymentProviderError } from '../platform/http-errors';
import { jsonEndpoint } from '../http/json-endpoint';
import type { RouteContext } from '../http/router';
import { sessionParams } from '../checkout/session-params';
import { stripe } from '../stripe/client';
import { countsOf, countsRef, pledgeOf, pledgeRef, readDrive, writePledge } from './drive-store';
import { pledgeKeyOpens } from './pledge-key';
import { pledgeRecordId } from './charge-pledge';

type LinkRequest = ReturnType<typeof pledgeLinkRequestSchema.parse>;

/**
 * A refused charge paid with another card: a Checkout Session in payment mode for exactly the amount, naming the
 * pledge's own gift record, so the webhook completes that record (its receipt, the page's progress) and the
 * pledge. A new session each time the relative asks: a session lives at most a day, the link much longer.
 */
async function paySession(pledge: Pledge, cents: number, driveName: string) {
  const recordId = pledgeRecordId(pledge.id);
  const params = sessionParams(DONATIONS_COLLECTION, recordId, {
    unitAmountCents: cents,
    giftCents: cents,
    feeCovered: false,
    months: null,
    productName: `${driveName} pledge`,
    customerEmail: pledge.email,
    language: pledge.language,
    returnPath: `/s/${pledge.page_code}`,
  });
  const metadata = { ...params.metadata, pledge_id: pledge.id };
  const session = await stripe().checkout.sessions.create({
    ...params,
    metadata,
    payment_intent_data: { metadata },
  });
  if (!session.url)
    throw new PaymentProviderError('Our payment provider did not return a checkout page. Please try again.');
  return session.url;
}

/**
 * POST /api/drives/pledges/<id> {key, op}: the relative's private link. read: the pledge, its drive and what it comes
 * to; update / cancel: while it is saved and the student not yet counted; pay: after a refused charge, a Stripe
 * page for exactly the amount. 403 for a key that does not open this pledge (an unknown pledge answers the same).
 */
async function pledgeLink(request: LinkRequest, _settings: unknown, params: RouteContext['params']) {
  const id = params.id ?? '';
  const now = new Date();
  const found = await firestore().runTransaction(async (tx) => {
    const pledge = /^[A-Za-z0-9]{1,40}$/.test(id) ? pledgeOf(await tx.get(pledgeRef(id))) : null;
    if (!pledge || !pledgeKeyOpens(pledge.id, request.key))
      throw new HttpError(pledgeLinkMessages.wrongKey, 403);
    const [drive, counts] = await Promise.all([
      readDrive(pledge.drive_id, tx),
      tx.get(countsRef(pledge.drive_id)),
    ]);
    if (!drive) throw new HttpError(pledgeLinkMessages.wrongKey, 403);
    const units = countsOf(counts)?.counts[pledge.page_code] ?? null;
    if (request.op !== 'update' && request.op !== 'cancel') return { pledge, drive, units };
    const change = changePledge(
      pledge,
      request.op === 'cancel' ? { op: 'cancel' } : { op: 'update', ...request.form },
      units !== null,
      now,
    );
    if (!change.ok) throw new BadRequest(change.error, 409);
    writePledge(tx, change.pledge);
    return { pledge: change.pledge, drive, units };
  });
  const { pledge, drive, units } = found;
  if (request.op === 'pay') {
    const cents =
      pledge.status === 'failed' && units !== null
        ? pledgeDueCents(pledge, { [pledge.page_code]: units })
        : null;
    if (!cents) throw new BadRequest(pledgeLinkMessages.notFailed, 409);
    return { url: await paySession(pledge, cents, drive.name) };
  }
  return { pledge: pledgeView(pledge, drive, units) };
}

export const pledgeLinkEndpoint = jsonEndpoint(() => pledgeLinkRequestSchema, pledgeLink);
