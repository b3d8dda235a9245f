import { invalidRequest, noSuch } from './errors.ts';
import { completeSetupSession } from './setup.ts';
import type { EventRecord, Store } from './store.ts';
import type { PaymentMethod } from './types.ts';
import type { Webhooks } from './webhooks.ts';

/** The payer's choices on the hosted page, as a control takes them. */
export type PayOptions = {
  /** Payment mode: the bank or card payment clears later (`succeed`) or fails (`fail`). */
  async?: 'succeed' | 'fail';
  /** Setup mode: the test card saved, by its number (default 4242 4242 4242 4242). */
  card?: string;
};

export type SavedCardControls = {
  /** The saved card has expired since: every later charge fails with expired_card. */
  expireCard(paymentMethodId: string): PaymentMethod;
};

/**
 * Pay on a setup-mode session: saves the chosen test card, delivering the setup's events in order. Null for any
 * other session, which the payment path completes (and which takes no card).
 */
export async function paySetupSession(
  store: Store,
  hooks: Webhooks,
  sessionId: string,
  options: PayOptions,
): Promise<EventRecord[] | null> {
  const setup = store.find('checkout.session', sessionId)?.mode === 'setup';
  if (!setup) {
    if (options.card !== undefined)
      throw invalidRequest('card chooses the test card of a setup-mode session only.', 'card');
    return null;
  }
  if (options.async !== undefined)
    throw invalidRequest('A setup-mode session charges nothing, so it has no delayed payment.', 'async');
  return hooks.deliverAll(completeSetupSession(store, hooks, sessionId, options.card));
}

export function createSavedCardControls(store: Store): SavedCardControls {
  return {
    expireCard: (paymentMethodId) => {
      const method = store.find('payment_method', paymentMethodId);
      if (!method?.card || !store.cardBehaviour.has(paymentMethodId))
        throw noSuch('saved card payment_method', paymentMethodId);
      // The card on file ran out last month, as a card does when the payer does not update it.
      const now = new Date();
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      method.card.exp_month = lastMonth.getUTCMonth() + 1;
      method.card.exp_year = lastMonth.getUTCFullYear();
      store.cardBehaviour.set(paymentMethodId, 'expired');
      return method;
    },
  };
}
