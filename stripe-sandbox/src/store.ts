import { API_VERSION } from './webhooks.ts';
import type { StripeErrorType } from './errors.ts';
import type { Params } from './params.ts';
import type { SetupIntent } from './setup-types.ts';
import type { CardBehaviour } from './test-cards.ts';
import type {
  BalanceTransaction,
  Charge,
  Customer,
  Dispute,
  Invoice,
  InvoicePayment,
  PaymentIntent,
  PaymentMethod,
  Payout,
  PortalSession,
  Refund,
  Session,
  StoredObject,
  StripeEvent,
  Subscription,
} from './types.ts';

type ByKind = {
  'billing_portal.session': PortalSession;
  payment_method: PaymentMethod;
  setup_intent: SetupIntent;
  'checkout.session': Session;
  customer: Customer;
  payment_intent: PaymentIntent;
  charge: Charge;
  balance_transaction: BalanceTransaction;
  payout: Payout;
  refund: Refund;
  dispute: Dispute;
  subscription: Subscription;
  invoice: Invoice;
  invoice_payment: InvoicePayment;
};
export type Kind = keyof ByKind;

/** What a session sells; Stripe keeps this as line items, which our app never reads back. */
export type SessionPlan = {
  productName: string;
  unitAmount: number;
  quantity: number;
  interval: 'month' | null;
  paymentIntentMetadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
};

/** One POST of an event to the app: when, its answer (or network error), and how long the answer took. */
export type Delivery = { at: string; status: number | null; error?: string; ms?: number };
export type EventRecord = { event: StripeEvent; deliveries: Delivery[] };

export type RequestLogEntry = {
  at: string;
  method: string;
  path: string;
  query: Params;
  body: Params;
  idempotencyKey: string | null;
  /** The call's own result; when its answer was lost, the client was sent `lostAnswer` instead. */
  status: number;
  replayed: boolean;
  lostAnswer?: number;
};

export type FailRule = {
  method: string | null;
  path: string;
  status: number;
  type: StripeErrorType;
  message: string;
  code: string | null;
  remaining: number;
  afterWork: boolean;
};

export type EventOrder = 'invoice-first' | 'session-first';
export type SandboxConfig = {
  deferBalanceTransactions: boolean;
  eventOrder: EventOrder;
  /** How long a webhook delivery waits for the app's answer before it counts as failed. */
  deliveryTimeoutSeconds: number;
  /**
   * The webhook endpoint's API version, which shapes the events sent from now on (Stripe's own is set when the
   * endpoint is created: the account's default or a chosen one). The sandbox's objects stay those of API_VERSION.
   */
  endpointApiVersion: string;
  /**
   * How long every /v1 answer is held back, as Stripe's network holds it (a round trip of a few hundred
   * milliseconds in production; 0 on the local stack, where the sandbox answers in microseconds). Benchmarks
   * set it to see production's round trips.
   */
  latencyMs: number;
};

const DEFAULT_CONFIG: SandboxConfig = {
  deferBalanceTransactions: false,
  eventOrder: 'invoice-first',
  deliveryTimeoutSeconds: 30,
  endpointApiVersion: API_VERSION,
  latencyMs: 0,
};

export type IdempotentResult = {
  /** Method, path and parameters of the first call: a reuse of the key with others is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
};

/** All sandbox state, in memory. Objects are mutated in place; events carry deep copies taken when sent. */
export class Store {
  readonly objects = new Map<string, StoredObject>();
  readonly plans = new Map<string, SessionPlan>();
  /** A setup-mode session's `setup_intent_data` (its SetupIntent is made only when the payer saves a card). */
  readonly setupPlans = new Map<string, { metadata: Record<string, string>; description: string | null }>();
  /** How each saved card answers a later charge (Stripe's test card numbers decide it; a control changes it). */
  readonly cardBehaviour = new Map<string, CardBehaviour>();
  readonly events = new Map<string, EventRecord>();
  readonly requests: RequestLogEntry[] = [];
  readonly idempotency = new Map<string, IdempotentResult>();
  /** Which automatic payout settled each balance transaction (Stripe keeps this link off the transaction). */
  readonly paidOutBy = new Map<string, string>();
  failRules: FailRule[] = [];
  config: SandboxConfig = { ...DEFAULT_CONFIG };

  /**
   * When each object was made, as a count: lists order objects made in the same second by it. Kept as objects
   * are put, so a list call (a payout of 2,000 lines is 21 pages) does not rebuild it from every object.
   */
  readonly madeAt = new Map<string, number>();
  /** The objects of each kind, so a list reads its own kind and not every object the sandbox holds. */
  private readonly byKind = new Map<string, Map<string, StoredObject>>();

  put<T extends StoredObject>(object: T): T {
    if (!this.madeAt.has(object.id)) this.madeAt.set(object.id, this.madeAt.size);
    this.objects.set(object.id, object);
    let ofKind = this.byKind.get(object.object);
    if (!ofKind) this.byKind.set(object.object, (ofKind = new Map()));
    ofKind.set(object.id, object);
    return object;
  }

  find<K extends Kind>(kind: K, id: string): ByKind[K] | undefined {
    const object = this.objects.get(id);
    return object && object.object === kind ? (object as ByKind[K]) : undefined;
  }

  all<K extends Kind>(kind: K): ByKind[K][] {
    return [...(this.byKind.get(kind)?.values() ?? [])] as ByKind[K][];
  }

  reset(): void {
    this.objects.clear();
    this.madeAt.clear();
    this.byKind.clear();
    this.plans.clear();
    this.setupPlans.clear();
    this.cardBehaviour.clear();
    this.events.clear();
    this.requests.length = 0;
    this.idempotency.clear();
    this.paidOutBy.clear();
    this.failRules = [];
    this.config = { ...DEFAULT_CONFIG };
  }
}
