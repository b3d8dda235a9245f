import { chargeToRefund } from './api/refunds.ts';
import { completeSession, expireSession, type AsyncOutcome } from './checkout.ts';
import { invalidRequest, noSuch, typeForStatus, type StripeErrorType } from './errors.ts';
import { refundCharge, settleCharge } from './ledger.ts';
import type { EventOrder, EventRecord, RequestLogEntry, SandboxConfig, Store } from './store.ts';
import { advanceSubscription } from './subscriptions.ts';
import type { Webhooks } from './webhooks.ts';

export type FailNext = {
  /** Only calls with this method fail; any method when absent. */
  method?: string;
  /** A path prefix, e.g. '/v1/checkout/sessions'. */
  path: string;
  status: number;
  type?: StripeErrorType;
  message?: string;
  code?: string;
  /** How many matching calls fail (default 1). */
  count?: number;
};

/**
 * What tests and the local stack do to the sandbox besides calling the Stripe API: play the payer, move time,
 * and shape failures. Each one that sends events waits for their delivery, so its effects are visible after.
 */
export type Controls = {
  pay(sessionId: string, options?: { async?: AsyncOutcome }): Promise<EventRecord[]>;
  expire(sessionId: string): Promise<EventRecord[]>;
  advance(subscriptionId: string, options?: { fail?: boolean }): Promise<EventRecord[]>;
  refund(chargeId: string, options?: { amount?: number }): Promise<EventRecord[]>;
  settle(chargeId: string): Promise<EventRecord[]>;
  resend(eventId: string): Promise<EventRecord>;
  events(): EventRecord[];
  requests(): RequestLogEntry[];
  configure(config: Partial<SandboxConfig>): SandboxConfig;
  failNext(rule: FailNext): void;
  /** Waits for events that API calls (refunds, subscription cancels) deliver after their response. */
  idle(): Promise<void>;
  reset(): Promise<void>;
};

const EVENT_ORDERS: readonly EventOrder[] = ['invoice-first', 'session-first'];

export function createControls(store: Store, hooks: Webhooks): Controls {
  const charge = (id: string) => {
    const found = store.find('charge', id);
    if (!found) throw noSuch('charge', id);
    return found;
  };
  return {
    pay: async (sessionId, options = {}) => {
      if (options.async !== undefined && options.async !== 'succeed' && options.async !== 'fail') {
        throw invalidRequest("async must be 'succeed' or 'fail'.", 'async');
      }
      return hooks.deliverAll(completeSession(store, hooks, sessionId, options.async));
    },
    expire: async (sessionId) => hooks.deliverAll(expireSession(store, hooks, sessionId)),
    advance: async (subscriptionId, options = {}) => {
      const subscription = store.find('subscription', subscriptionId);
      if (!subscription) throw noSuch('subscription', subscriptionId);
      const result = advanceSubscription(store, subscription, options.fail === true);
      const event =
        result.kind === 'ended'
          ? hooks.record('customer.subscription.deleted', result.subscription)
          : hooks.record(result.paid ? 'invoice.paid' : 'invoice.payment_failed', result.invoice);
      return hooks.deliverAll([event]);
    },
    refund: async (chargeId, options = {}) => {
      const target = chargeToRefund(store, chargeId, undefined);
      const { previous } = refundCharge(store, target, options.amount);
      return hooks.deliverAll([hooks.record('charge.refunded', target, previous)]);
    },
    settle: async (chargeId) => {
      const target = charge(chargeId);
      settleCharge(store, target);
      return hooks.deliverAll([hooks.record('charge.updated', target, { balance_transaction: null })]);
    },
    resend: async (eventId) => {
      const record = store.events.get(eventId);
      if (!record) throw noSuch('event', eventId);
      await hooks.deliver(record);
      return record;
    },
    events: () => [...store.events.values()],
    requests: () => [...store.requests],
    configure: (config) => {
      if (config.eventOrder !== undefined && !EVENT_ORDERS.includes(config.eventOrder)) {
        throw invalidRequest(`eventOrder must be one of ${EVENT_ORDERS.join(', ')}.`, 'eventOrder');
      }
      if (
        config.deferBalanceTransactions !== undefined &&
        typeof config.deferBalanceTransactions !== 'boolean'
      ) {
        throw invalidRequest('deferBalanceTransactions must be a boolean.', 'deferBalanceTransactions');
      }
      const timeout = config.deliveryTimeoutSeconds;
      if (timeout !== undefined && !(Number.isInteger(timeout) && timeout >= 1 && timeout <= 600)) {
        throw invalidRequest(
          'deliveryTimeoutSeconds must be a whole number from 1 to 600.',
          'deliveryTimeoutSeconds',
        );
      }
      const version = config.endpointApiVersion;
      if (
        version !== undefined &&
        !(typeof version === 'string' && /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version))
      ) {
        throw invalidRequest(
          'endpointApiVersion must be a Stripe API version such as 2026-10-28.endive.',
          'endpointApiVersion',
        );
      }
      store.config = { ...store.config, ...config };
      return { ...store.config };
    },
    failNext: (rule) => {
      if (typeof rule.path !== 'string' || !rule.path.startsWith('/v1/'))
        throw invalidRequest('path must be a /v1/ path prefix.', 'path');
      if (!Number.isInteger(rule.status) || rule.status < 400 || rule.status > 599)
        throw invalidRequest('status must be an HTTP error status.', 'status');
      const type = rule.type ?? typeForStatus(rule.status);
      store.failRules.push({
        method: rule.method?.toUpperCase() ?? null,
        path: rule.path,
        status: rule.status,
        type,
        message: rule.message ?? `Injected ${rule.status} ${type} from the local Stripe sandbox.`,
        code: rule.code ?? (rule.status === 402 ? 'card_declined' : null),
        remaining: rule.count ?? 1,
      });
    },
    idle: () => hooks.idle(),
    reset: async () => {
      await hooks.idle();
      store.reset();
    },
  };
}
