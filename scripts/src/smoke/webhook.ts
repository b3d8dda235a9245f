import { fail, pass, type Check } from './check';
import { glimpse, jsonOf } from './site';

const WEBHOOK = '/api/stripe/webhook';

/**
 * Stripe's endpoint reaches the webhook function through Hosting: a GET is answered 405 by the function
 * itself (not Hosting's page, nor the `api` function's 404), and an unsigned POST 400 "Invalid signature",
 * processing nothing.
 */
export const webhookCheck: Check = {
  name: `${WEBHOOK} is reachable`,
  run: async (site) => {
    const get = await site.request(WEBHOOK);
    if (get.status !== 405 || get.headers.get('allow') !== 'POST')
      return fail(`GET: expected 405 with Allow: POST, saw ${glimpse(get)}`);
    const post = await site.request(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_smoke', type: 'checkout.session.completed' }),
    });
    const error = (jsonOf(post) as { error?: unknown } | undefined)?.error;
    if (post.status !== 400 || error !== 'Invalid signature')
      return fail(`unsigned POST: expected 400 "Invalid signature", saw ${glimpse(post)}`);
    return pass('GET 405 (Allow: POST); unsigned POST 400 "Invalid signature"');
  },
};
