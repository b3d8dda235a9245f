import { createHash } from 'node:crypto';
import { openSessionOfAnyMode } from './checkout.ts';
import { invalidRequest, noSuch } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';
import type { SetupIntent } from './setup-types.ts';
import type { EventRecord, Store } from './store.ts';
import { DEFAULT_TEST_CARD, TEST_CARDS, testCard, type TestCard } from './test-cards.ts';
import type { PaymentMethod, Session } from './types.ts';
import type { Webhooks } from './webhooks.ts';

/** An open setup-mode session (the payer has not saved a card yet). */
export function openSetupSession(store: Store, id: string): Session {
  const session = openSessionOfAnyMode(store, id);
  if (session.mode !== 'setup') throw invalidRequest(`Checkout Session ${id} is not in setup mode.`);
  return session;
}

/** The card a control or the page names by its number; Stripe's always-succeeding Visa when none is named. */
export function chosenCard(number: unknown, param = 'card'): TestCard {
  if (number === undefined) return DEFAULT_TEST_CARD;
  const card = typeof number === 'string' ? testCard(number) : undefined;
  if (!card) {
    const offered = TEST_CARDS.map((each) => each.number).join(', ');
    throw invalidRequest(`${param} must be one of the test cards ${offered}.`, param);
  }
  return card;
}

/**
 * A card saved to a Customer: a PaymentMethod made from a test card, answering later off-session charges as the
 * card does. A setup session saves one; registering objects saves one with its id kept.
 */
export function saveCard(
  store: Store,
  card: TestCard,
  customer: string,
  made: { id?: string; created?: number } = {},
): PaymentMethod {
  const digits = card.number.replace(/\s/g, '');
  const method = store.put<PaymentMethod>({
    id: made.id ?? newId('pm'),
    object: 'payment_method',
    card: {
      brand: 'visa',
      country: 'US',
      display_brand: 'visa',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      // Stripe's fingerprint names the card number, the same for every PaymentMethod made from it.
      fingerprint: createHash('sha256').update(digits).digest('base64url').slice(0, 16),
      funding: 'credit',
      last4: digits.slice(-4),
    },
    created: made.created ?? nowSeconds(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  });
  store.cardBehaviour.set(method.id, card.behaviour);
  return method;
}

/**
 * The payer saved a card on a setup-mode session: a SetupIntent is made and confirmed, the card becomes a
 * PaymentMethod attached to the session's Customer, then the session completes. A card that asks for 3-D Secure
 * goes through requires_action first (the payer passed the challenge on the page). Returns the events in the
 * order the sandbox sends them; the caller delivers them.
 */
export function completeSetupSession(
  store: Store,
  hooks: Webhooks,
  id: string,
  cardNumber?: unknown,
): EventRecord[] {
  const session = openSetupSession(store, id);
  const card = chosenCard(cardNumber);
  const customer = session.customer ? store.find('customer', session.customer) : undefined;
  if (!customer) throw noSuch('customer', session.customer ?? '(none)', 'customer');
  const plan = store.setupPlans.get(id) ?? { metadata: {}, description: null };
  const intent = store.put<SetupIntent>({
    id: newId('seti'),
    object: 'setup_intent',
    created: nowSeconds(),
    customer: customer.id,
    description: plan.description,
    last_setup_error: null,
    livemode: false,
    metadata: { ...plan.metadata },
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: 'off_session',
  });
  const events = [hooks.record('setup_intent.created', intent)];
  const method = saveCard(store, card, customer.id);
  intent.payment_method = method.id;
  if (card.authenticatesOnSetup) {
    intent.status = 'requires_action';
    events.push(hooks.record('setup_intent.requires_action', intent));
  }
  events.push(hooks.record('payment_method.attached', method));
  intent.status = 'succeeded';
  events.push(hooks.record('setup_intent.succeeded', intent));
  Object.assign(session, {
    status: 'complete',
    setup_intent: intent.id,
    url: null,
    customer_details: { email: customer.email, name: customer.name },
  });
  events.push(hooks.record('checkout.session.completed', session));
  return events;
}
