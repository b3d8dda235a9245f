import type Stripe from 'stripe';
import type {
  DisputeOutcome,
  DisputeReason,
  EventRecord,
  ExistingObjects,
  FailNext,
  RefundFailureReason,
  Registered,
  RequestLogEntry,
  SandboxConfig,
} from 'stripe-sandbox';
import { urls } from './emulators';

/** The sandbox's event record, with the event typed as the Stripe SDK types it. */
export type SentEvent = Omit<EventRecord, 'event'> & { event: Stripe.Event };

async function control<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${urls.stripeSandbox}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function listed<T>(path: string): Promise<T[]> {
  const response = await fetch(`${urls.stripeSandbox}/__sandbox${path}`);
  return ((await response.json()) as { data: T[] }).data;
}

/** Reads what the sandbox holds through Stripe's API, as the app does. */
async function stripeGet<T>(path: string): Promise<T> {
  const response = await fetch(`${urls.stripeSandbox}/v1${path}`, {
    headers: { authorization: 'Bearer sk_test_support' },
  });
  if (!response.ok) throw new Error(`sandbox GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Drives the local Stripe sandbox the way a payer and Stripe's clock would. */
export const sandbox = {
  reset: () => control('/reset'),
  configure: (config: Partial<SandboxConfig>) => control('/config', config),
  /** The payer pays (or, for a setup session, saves `card`: one of Stripe's test numbers, 4242... by default). */
  pay: (sessionId: string, options: { async?: 'succeed' | 'fail'; card?: string } = {}) =>
    control<{ events: SentEvent[] }>(`/sessions/${sessionId}/pay`, options),
  /** A saved card passes its expiry: every later charge of it fails with expired_card. */
  expireCard: (paymentMethodId: string) =>
    control<{ events: SentEvent[] }>(`/payment_methods/${paymentMethodId}/expire`),
  expire: (sessionId: string) => control<{ events: SentEvent[] }>(`/sessions/${sessionId}/expire`),
  /** A bank debit authorised at checkout clears (`succeed`) or the bank returns it (`fail`). */
  settleBankDebit: (paymentIntentId: string, outcome: 'succeed' | 'fail') =>
    control<{ events: SentEvent[] }>(`/payment_intents/${paymentIntentId}/${outcome}`),
  /** The PaymentIntent of a subscription's newest invoice: by bank, the debit to settle with settleBankDebit. */
  async latestInvoiceIntent(subscriptionId: string): Promise<string> {
    const subscription = await stripeGet<Stripe.Subscription>(`/subscriptions/${subscriptionId}`);
    const payments = await stripeGet<Stripe.ApiList<Stripe.InvoicePayment>>(
      `/invoice_payments?invoice=${subscription.latest_invoice as string}`,
    );
    return payments.data[0]!.payment.payment_intent as string;
  },
  advance: (subscriptionId: string, options: { fail?: boolean } = {}) =>
    control<{ events: SentEvent[] }>(`/subscriptions/${subscriptionId}/advance`, options),
  /** charge.refunded, then refund.created. */
  refund: (chargeId: string, amount?: number) =>
    control<{ events: SentEvent[] }>(`/charges/${chargeId}/refund`, { amount }),
  /** The bank could not deliver the refund: charge.refund.updated, refund.updated, refund.failed. */
  failRefund: (refundId: string, options: { reason?: RefundFailureReason } = {}) =>
    control<{ events: SentEvent[] }>(`/refunds/${refundId}/fail`, options),
  /** A chargeback (fraudulent, the unrefunded amount, by default): charge.dispute.created, then funds_withdrawn. */
  dispute: (chargeId: string, options: { reason?: DisputeReason; amount?: number } = {}) =>
    control<{ events: SentEvent[] }>(`/charges/${chargeId}/dispute`, options),
  /** charge.dispute.closed, then (won) charge.dispute.funds_reinstated. */
  closeDispute: (disputeId: string, outcome: DisputeOutcome) =>
    control<{ events: SentEvent[] }>(`/disputes/${disputeId}/close`, { outcome }),
  settle: (chargeId: string) => control<{ events: SentEvent[] }>(`/charges/${chargeId}/settle`),
  /**
   * The automatic payout of the day `asOf` (YYYY-MM-DD, UTC): the balance available by then (two days after
   * each movement); payout.created, payout.paid, payout.reconciliation_completed (held back with
   * `reconcile: false`, the payout left paid but not yet itemised). Payout null when none.
   */
  runPayout: (asOf: string, options: { reconcile?: boolean } = {}) =>
    control<{ payout: Stripe.Payout | null; available: number; events: SentEvent[] }>('/payouts/run', {
      as_of: asOf,
      ...options,
    }),
  /** Stripe finishes itemising a payout run with `reconcile: false`: payout.reconciliation_completed. */
  completeReconciliation: (payoutId: string) =>
    control<{ events: SentEvent[] }>(`/payouts/${payoutId}/reconcile`),
  /** A card payment made outside the app (no metadata of ours): charge.succeeded. */
  sale: (amount: number, customer: string | null = null) =>
    control<{ events: SentEvent[] }>('/sales', { amount, customer }),
  /** Objects made before the sandbox started (ids kept, no events): payments to pay out in a benchmark. */
  register: (objects: ExistingObjects) => control<Registered>('/objects', objects),
  resend: async (eventId: string) => ({ events: [await control<SentEvent>(`/events/${eventId}/resend`)] }),
  failNext: (rule: FailNext) => control('/fail-next', rule),
  /** Waits until every webhook delivery queued so far was attempted, asking a minute at a time. */
  async idle(): Promise<void> {
    while (!(await control<{ idle: boolean }>('/idle', { withinMs: 60_000 })).idle);
  },
  requests: () => listed<RequestLogEntry>('/requests'),
  /** Every event sent so far with all its deliveries. */
  events: () => listed<SentEvent>('/events'),
  /** The Checkout Session creations Stripe received, oldest first. */
  async sessionCreates(): Promise<RequestLogEntry[]> {
    return (await sandbox.requests()).filter((entry) => entry.path === '/v1/checkout/sessions');
  },
};

/** Every delivery of these events was accepted by our webhook. */
export function expectDelivered(sent: { events: SentEvent[] }): Stripe.Event[] {
  for (const { event, deliveries } of sent.events) {
    const last = deliveries.at(-1);
    if (!last || last.status !== 200) throw new Error(`${event.type} ${event.id} answered ${last?.status}`);
  }
  return sent.events.map(({ event }) => event);
}
