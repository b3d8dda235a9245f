import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, readBody, sendHtml } from './http.ts';
import { newId, nowSeconds } from './ids.ts';
import { layout, message } from './page.ts';
import type { Store } from './store.ts';
import { cancelSubscription } from './subscriptions.ts';
import type { PaymentMethod, PortalSession, Subscription } from './types.ts';
import type { Webhooks } from './webhooks.ts';
import { itemOf } from './invoices.ts';

const dollars = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function plans(store: Store, session: PortalSession): Subscription[] {
  return store
    .all('subscription')
    .filter(
      (subscription) => subscription.customer === session.customer && subscription.status !== 'canceled',
    );
}

function portalPage(store: Store, session: PortalSession, note = ''): string {
  const base = `/portal/${encodeURIComponent(session.id)}`;
  const rows = plans(store, session).map((subscription) => {
    const item = itemOf(subscription);
    const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    return `<li><p><strong>${dollars(amount)} per month</strong></p>
<form method="post" action="${base}/cancel/${encodeURIComponent(subscription.id)}"><button type="submit">Cancel plan</button></form></li>`;
  });
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">Return to the site</a></p>`
    : '';
  return layout(
    'Manage your monthly gift',
    `<h1>Manage your monthly gift</h1>${note ? `<p role="status">${escapeHtml(note)}</p>` : ''}
${rows.length > 0 ? `<ul>${rows.join('')}</ul>` : '<p>You have no monthly plan running.</p>'}
<form method="post" action="${base}/card"><button type="submit">Update card</button></form>
${back}`,
  );
}

/**
 * The Customer Portal at a portal session's url, as far as our app uses it: cancel a monthly plan (now, as the
 * portal's default configuration does) or update the card. Each sends the events Stripe sends, and waits until
 * they are delivered before answering, like the checkout page.
 */
export async function handlePortal(
  store: Store,
  hooks: Webhooks,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const match = /^\/portal\/([^/]+)(?:\/(cancel)\/([^/]+)|\/(card))?$/.exec(path);
  const method = req.method ?? 'GET';
  await readBody(req);
  const session = match ? store.find('billing_portal.session', decodeURIComponent(match[1]!)) : undefined;
  if (!match || !session)
    return sendHtml(
      res,
      404,
      message('Link not valid', 'This portal link is not valid. Please ask for a new one.'),
    );
  const action = match[2] ?? match[4];
  if (!action) {
    if (method !== 'GET') return sendHtml(res, 405, message('Not allowed', 'Use the buttons on the page.'));
    return sendHtml(res, 200, portalPage(store, session));
  }
  if (method !== 'POST') return sendHtml(res, 405, message('Not allowed', 'Use the buttons on the page.'));
  if (action === 'cancel') {
    const subscription = plans(store, session).find(
      (candidate) => candidate.id === decodeURIComponent(match[3]!),
    );
    if (!subscription) return sendHtml(res, 404, portalPage(store, session, 'That plan is not running.'));
    cancelSubscription(subscription);
    await hooks.deliverAll([hooks.record('customer.subscription.deleted', subscription)]);
    return sendHtml(
      res,
      200,
      portalPage(store, session, 'Your monthly plan is cancelled. No further payment will be taken.'),
    );
  }
  const customer = store.find('customer', session.customer)!;
  const card = store.put<PaymentMethod>({
    id: newId('pm'),
    object: 'payment_method',
    created: nowSeconds(),
    customer: customer.id,
    livemode: false,
    metadata: {},
    type: 'card',
  });
  const previous = {
    invoice_settings: { default_payment_method: customer.invoice_settings?.default_payment_method ?? null },
  };
  customer.invoice_settings = { default_payment_method: card.id };
  await hooks.deliverAll([
    hooks.record('payment_method.attached', card),
    hooks.record('customer.updated', customer, previous),
  ]);
  return sendHtml(res, 200, portalPage(store, session, 'Your card is updated. The next payment uses it.'));
}
