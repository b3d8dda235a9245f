import { chargeToRefund } from './api/refunds.ts';
import { completeSession, expireSession, settleDelayedPayment, type AsyncOutcome } from './checkout.ts';
import { utcDay } from './days.ts';
import {
  closeDispute,
  DISPUTE_REASONS,
  openDispute,
  type DisputeOutcome,
  type DisputeReason,
} from './disputes.ts';
import { invalidRequest, noSuch, typeForStatus, type StripeErrorType } from './errors.ts';
import { settleCharge } from './ledger.ts';
import { failRefund, REFUND_FAILURE_REASONS, refundCharge, type RefundFailureReason } from './refunds.ts';
import type { EventOrder, EventRecord, RequestLogEntry, SandboxConfig, Store } from './store.ts';
import { advanceSubscription } from './subscriptions.ts';
import { createPayment } from './payments.ts';
import { completeReconciliation, runAutomaticPayout, type PayoutRun } from './payouts.ts';
import { registerObjects, type ExistingObjects, type Registered } from './register.ts';
import {
  createSavedCardControls,
  paySetupSession,
  type PayOptions,
  type SavedCardControls,
} from './saved-card-controls.ts';
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
  /**
   * The call is carried out (and saved for its idempotency key) before its answer is lost: the client sees the
   * error, as when the connection drops after Stripe acted. Without it, the call fails before doing anything.
   */
  afterWork?: boolean;
};

/**
 * What tests and the local stack do to the sandbox besides calling the Stripe API: play the payer, move time,
 * and shape failures. Each one that sends events waits for their delivery, so its effects are visible after.
 */
export type Controls = SavedCardControls & {
  pay(sessionId: string, options?: PayOptions): Promise<EventRecord[]>;
  expire(sessionId: string): Promise<EventRecord[]>;
  /** A bank debit authorised at checkout clears, or the bank returns it: the session's async event. */
  settleBankDebit(paymentIntentId: string, outcome: AsyncOutcome): Promise<EventRecord[]>;
  advance(subscriptionId: string, options?: { fail?: boolean }): Promise<EventRecord[]>;
  refund(chargeId: string, options?: { amount?: number }): Promise<EventRecord[]>;
  /** A succeeded refund the bank could not deliver (default reason expired_or_canceled_card). */
  failRefund(refundId: string, options?: { reason?: RefundFailureReason }): Promise<EventRecord[]>;
  settle(chargeId: string): Promise<EventRecord[]>;
  /** A card payment made outside the app (a Payment Link, the Dashboard): no metadata; charge.succeeded. */
  sale(options: { amount: number; customer?: string | null }): Promise<EventRecord[]>;
  /** The payer's bank disputes the charge (reason fraudulent, whole unrefunded amount, by default). */
  dispute(chargeId: string, options?: { reason?: DisputeReason; amount?: number }): Promise<EventRecord[]>;
  closeDispute(disputeId: string, outcome: DisputeOutcome): Promise<EventRecord[]>;
  /**
   * The automatic daily payout of the balance available on `as_of` ('YYYY-MM-DD', UTC; today by default):
   * payout.created, payout.paid, payout.reconciliation_completed; no payout when that balance is not positive.
   * With `reconcile: false`, the last event waits for completeReconciliation.
   */
  runPayout(options?: { as_of?: string; reconcile?: boolean }): Promise<PayoutRun>;
  /** A paid payout whose reconciliation is in progress is itemised: payout.reconciliation_completed. */
  completeReconciliation(payoutId: string): Promise<EventRecord[]>;
  /** Objects made before the sandbox started (the demo's payments): refundable and cancelable as its own. */
  register(objects: ExistingObjects): Registered;
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

/** A JSON control option that must be one of a fixed list when present. */
function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || (allowed as readonly unknown[]).includes(value)) return value as T | undefined;
  throw invalidRequest(`${name} must be one of ${allowed.join(', ')}.`, name);
}

export function createControls(store: Store, hooks: Webhooks): Controls {
  const charge = (id: string) => {
    const found = store.find('charge', id);
    if (!found) throw noSuch('charge', id);
    return found;
  };
  return {
    ...createSavedCardControls(store),
    pay: async (sessionId, options = {}) => {
      const saved = await paySetupSession(store, hooks, sessionId, options);
      if (saved) return saved;
      if (options.async !== undefined && options.async !== 'succeed' && options.async !== 'fail') {
        throw invalidRequest("async must be 'succeed' or 'fail'.", 'async');
      }
      return hooks.deliverAll(completeSession(store, hooks, sessionId, options.async));
    },
    expire: async (sessionId) => hooks.deliverAll(expireSession(store, hooks, sessionId)),
    settleBankDebit: async (paymentIntentId, outcome) =>
      hooks.deliverAll(settleDelayedPayment(store, hooks, paymentIntentId, outcome)),
    advance: async (subscriptionId, options = {}) => {
      const subscription = store.find('subscription', subscriptionId);
      if (!subscription) throw noSuch('subscription', subscriptionId);
      const result = advanceSubscription(store, subscription, options.fail === true);
      // A bank debit still processing: Stripe tells only of the finalized invoice; paid or failed comes later.
      const invoiceEvent = {
        succeeded: 'invoice.paid',
        failed: 'invoice.payment_failed',
        processing: 'invoice.finalized',
      } as const;
      const event =
        result.kind === 'ended'
          ? hooks.record('customer.subscription.deleted', result.subscription)
          : hooks.record(invoiceEvent[result.outcome], result.invoice);
      return hooks.deliverAll([event]);
    },
    refund: async (chargeId, options = {}) => {
      const target = chargeToRefund(store, chargeId, undefined);
      const { refund, previous } = refundCharge(store, target, { amount: options.amount });
      return hooks.deliverAll([
        hooks.record('charge.refunded', target, previous),
        hooks.record('refund.created', refund),
      ]);
    },
    failRefund: async (refundId, options = {}) => {
      const refund = store.find('refund', refundId);
      if (!refund) throw noSuch('refund', refundId);
      const reason = oneOf(options.reason, REFUND_FAILURE_REASONS, 'reason') ?? 'expired_or_canceled_card';
      const { previous } = failRefund(store, refund, reason);
      // Stripe's card-refund event first, then the refund.* events it sends for every kind of refund.
      return hooks.deliverAll([
        hooks.record('charge.refund.updated', refund, previous),
        hooks.record('refund.updated', refund, previous),
        hooks.record('refund.failed', refund),
      ]);
    },
    dispute: async (chargeId, options = {}) => {
      const reason = oneOf(options.reason, DISPUTE_REASONS, 'reason');
      const dispute = openDispute(store, charge(chargeId), { reason, amount: options.amount });
      return hooks.deliverAll([
        hooks.record('charge.dispute.created', dispute),
        hooks.record('charge.dispute.funds_withdrawn', dispute),
      ]);
    },
    closeDispute: async (disputeId, outcome) => {
      const dispute = store.find('dispute', disputeId);
      if (!dispute) throw noSuch('dispute', disputeId);
      if (outcome !== 'won' && outcome !== 'lost')
        throw invalidRequest("outcome must be 'won' or 'lost'.", 'outcome');
      const { previous, reinstated } = closeDispute(store, dispute, outcome);
      const events = [hooks.record('charge.dispute.closed', dispute, previous)];
      if (reinstated) events.push(hooks.record('charge.dispute.funds_reinstated', dispute));
      return hooks.deliverAll(events);
    },
    runPayout: async (options = {}) => {
      if (options.reconcile !== undefined && typeof options.reconcile !== 'boolean')
        throw invalidRequest('reconcile must be a boolean.', 'reconcile');
      const run = runAutomaticPayout(store, hooks, utcDay(options.as_of, 'as_of'), options);
      await hooks.deliverAll(run.events);
      return run;
    },
    completeReconciliation: async (payoutId) => {
      const payout = store.find('payout', payoutId);
      if (!payout) throw noSuch('payout', payoutId);
      if (payout.status !== 'paid' || payout.reconciliation_status !== 'in_progress') {
        throw invalidRequest(`Payout ${payoutId} has no reconciliation in progress.`, 'payout');
      }
      return hooks.deliverAll([completeReconciliation(hooks, payout)]);
    },
    settle: async (chargeId) => {
      const target = charge(chargeId);
      settleCharge(store, target);
      return hooks.deliverAll([hooks.record('charge.updated', target, { balance_transaction: null })]);
    },
    sale: async ({ amount, customer = null }) => {
      if (!Number.isInteger(amount) || amount < 50)
        throw invalidRequest('amount must be a whole number of cents, at least 50.', 'amount');
      if (customer !== null && !store.find('customer', customer)) throw noSuch('customer', customer);
      const { charge: made } = createPayment(store, {
        amount,
        currency: 'usd',
        customer,
        metadata: {},
        outcome: 'succeeded',
      });
      return hooks.deliverAll([hooks.record('charge.succeeded', made)]);
    },
    register: (objects) => registerObjects(store, objects),
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
      const latency = config.latencyMs;
      if (latency !== undefined && !(Number.isInteger(latency) && latency >= 0 && latency <= 10_000)) {
        throw invalidRequest(
          'latencyMs must be a whole number of milliseconds from 0 to 10000.',
          'latencyMs',
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
        afterWork: rule.afterWork === true,
      });
    },
    idle: () => hooks.idle(),
    reset: async () => {
      await hooks.idle();
      store.reset();
    },
  };
}
