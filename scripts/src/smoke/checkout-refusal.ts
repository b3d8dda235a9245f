import { fail, pass, type Check } from './check';
import { glimpse, jsonOf } from './site';

/** A donation no form would send: an amount in letters, no parent, no student. */
export const MALFORMED_DONATION = { donation_type: 'one_time', amount: 'fifty', email: 'not-an-address' };

/** A status code or its like in words meant for a parent ("400", "[400]", "Bad Request", "status"). */
const CODE_IN_WORDS = /\[\d+\]|\b[1-5]\d\d\b|bad request|status|error code/i;

/**
 * The server refuses a bad body with 400 and a sentence a parent understands, and starts nothing: no
 * Stripe Checkout address comes back (the server writes its pending record only for a body it accepted).
 */
export const checkoutRefusalCheck: Check = {
  name: 'a malformed POST /api/checkout/donation is refused',
  run: async (site) => {
    const answer = await site.postJson('/api/checkout/donation', MALFORMED_DONATION);
    const body = jsonOf(answer) as { error?: unknown; url?: unknown } | undefined;
    if (answer.status !== 400) return fail(`expected 400, saw ${glimpse(answer)}`);
    const words = typeof body?.error === 'string' ? body.error : '';
    if (words.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length < 3)
      return fail(`400 without words a parent understands: ${glimpse(answer)}`);
    if (CODE_IN_WORDS.test(words)) return fail(`400 whose words name a code: "${words}"`);
    if (body?.url !== undefined) return fail(`400 that still started a checkout: ${glimpse(answer)}`);
    return pass(`400 "${words}", and no checkout started`);
  },
};
