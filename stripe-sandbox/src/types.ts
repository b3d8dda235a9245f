import type Stripe from 'stripe';
import type { SetupIntent } from './setup-types.ts';

/**
 * The Stripe objects the sandbox keeps, as subsets of stripe-node's own types for API 2026-10-28: picking
 * from the real types makes the compiler check every field name and type we send back.
 */
export type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_method_types'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & {
  customer: string | null;
  customer_creation: Stripe.Checkout.Session.CustomerCreation | null;
  customer_details: { email: string | null; name: string | null } | null;
  payment_intent: string | null;
  /** Setup mode: the SetupIntent that saved the card, null until the session is complete. */
  setup_intent: string | null;
  subscription: string | null;
};

export type Customer = Pick<
  Stripe.Customer,
  'id' | 'object' | 'created' | 'email' | 'livemode' | 'metadata' | 'name'
> & { invoice_settings?: { default_payment_method: string | null } };

/**
 * A card saved on a Customer: by a setup-mode Checkout Session (with its `card` details), or in the Customer
 * Portal (no details kept there: nothing reads them).
 */
export type PaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'created' | 'livemode' | 'metadata' | 'type'
> & {
  customer: string | null;
  card?: Pick<
    Stripe.PaymentMethod.Card,
    'brand' | 'country' | 'display_brand' | 'exp_month' | 'exp_year' | 'funding' | 'last4'
  > & { fingerprint: string };
};

export type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'created'
  | 'currency'
  | 'description'
  | 'last_payment_error'
  | 'livemode'
  | 'metadata'
  | 'status'
> & { customer: string | null; latest_charge: string | null; payment_method: string | null };

export type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'disputed'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'refunded'
  | 'status'
> & {
  balance_transaction: string | null;
  customer: string | null;
  payment_intent: string | null;
  /** How it was paid; only its type and a bank's last digits, which is all the app reads. */
  payment_method_details: { type: 'card' | 'us_bank_account'; us_bank_account?: { last4: string } } | null;
};

export type BalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'amount'
  | 'available_on'
  | 'balance_type'
  | 'created'
  | 'currency'
  | 'description'
  | 'exchange_rate'
  | 'fee'
  | 'fee_details'
  | 'net'
  | 'reporting_category'
  | 'status'
  | 'type'
> & { source: string };

/** An automatic payout of the available balance to the school's bank account. */
export type Payout = Pick<
  Stripe.Payout,
  | 'id'
  | 'object'
  | 'amount'
  | 'application_fee'
  | 'application_fee_amount'
  | 'arrival_date'
  | 'automatic'
  | 'created'
  | 'currency'
  | 'description'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'method'
  | 'reconciliation_status'
  | 'source_type'
  | 'statement_descriptor'
  | 'status'
  | 'type'
> & {
  balance_transaction: string;
  destination: string;
  failure_balance_transaction: null;
  original_payout: null;
  reversed_by: null;
};

/** failure_reason and failure_balance_transaction appear once a refund has failed, as at Stripe. */
export type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'created' | 'currency' | 'failure_reason' | 'metadata' | 'reason' | 'status'
> & {
  balance_transaction: string | null;
  charge: string;
  failure_balance_transaction?: string;
  payment_intent: string | null;
};

/** A chargeback; balance_transactions are embedded objects (the withdrawal, then any reinstatement). */
export type Dispute = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'created'
  | 'currency'
  | 'is_charge_refundable'
  | 'livemode'
  | 'metadata'
  | 'reason'
  | 'status'
> & { balance_transactions: BalanceTransaction[]; charge: string; payment_intent: string | null };

export type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'recurring'
  | 'type'
  | 'unit_amount'
> & { product: string };

export type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'metadata'
  | 'quantity'
  | 'subscription'
> & { price: Price };

export type Subscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'created'
  | 'currency'
  | 'ended_at'
  | 'livemode'
  | 'metadata'
  | 'start_date'
  | 'status'
> & {
  customer: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: boolean; url: string };
  latest_invoice: string | null;
  /** How its invoices are paid: the one method its Checkout Session named. */
  payment_settings: { payment_method_types: ('card' | 'us_bank_account')[] };
};

export type Invoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'billing_reason'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'subtotal'
  | 'total'
> & {
  customer: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Stripe.Metadata | null; subscription: string };
  };
};

export type InvoicePayment = Pick<
  Stripe.InvoicePayment,
  | 'id'
  | 'object'
  | 'amount_paid'
  | 'amount_requested'
  | 'created'
  | 'currency'
  | 'is_default'
  | 'livemode'
  | 'status'
> & {
  invoice: string;
  payment: { type: 'payment_intent'; payment_intent: string };
  status_transitions: { canceled_at: number | null; paid_at: number | null };
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
};

/** A Customer Portal session: a one-time address where the customer manages their subscriptions. */
export type PortalSession = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'created' | 'customer' | 'livemode' | 'locale' | 'return_url' | 'url'
>;

/** Any object the sandbox stores; `expand` resolves ids among these. */
export type StoredObject =
  | PaymentMethod
  | SetupIntent
  | PortalSession
  | Session
  | Customer
  | PaymentIntent
  | Charge
  | BalanceTransaction
  | Payout
  | Refund
  | Dispute
  | Subscription
  | Invoice
  | InvoicePayment;
