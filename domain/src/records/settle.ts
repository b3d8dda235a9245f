import { keepInPersonFact } from './in-person-payments';
import { newPayments, paymentSummary } from './new-payments';
import type { CheckPayment, StripeCharge, StripeDispute, StripeRefund } from './payment-tracking';
import {
  countsAsPledged,
  deriveCancelDate,
  derivePaymentFields,
  derivePledged,
  hasPaymentFacts,
  mergeCharge,
  mergeDispute,
  mergeRefund,
} from './derive';
import {
  changesOf,
  paymentEventId,
  type Actor,
  type EventPayment,
  type FieldChange,
  type RecordCollection,
  type RecordEvent,
  type RecordEventKind,
} from './events';
import type { StoredRecord } from './record-schemas';

/**
 * What one fact (a Stripe event, an office action) does to a record: plain fields to set, payment facts to
 * merge, and the history entry that says so. Pure: the caller reads the record and writes the result.
 */
export interface Transition {
  kind: RecordEventKind;
  summary: string;
  set?: Record<string, unknown>;
  charges?: Record<string, StripeCharge>;
  refunds?: Record<string, StripeRefund>;
  disputes?: Record<string, StripeDispute>;
  /** Money received in person, new to the record: a fact it holds already is never written over. */
  checks?: Record<string, CheckPayment>;
  /** Facts the record holds, set anew by a correction (which is on record with the old and new money). */
  correctedChecks?: Record<string, CheckPayment>;
  /** The payment the transition's own history entry acknowledges (a corrected check's receipt). */
  payment?: EventPayment;
  /** Changes history lists in words of its own, beside the fields' (a benefit: '3 of 10 delivered'). */
  changes?: Record<string, FieldChange>;
  /** Write the history entry even when no listed field changed (an office action is always on record). */
  always?: boolean;
  /** Leave updated_at as it is: the student update writes the two lists only, its history entry says when. */
  keepUpdatedAt?: boolean;
}

export interface SettleContext {
  collection: RecordCollection;
  id: string;
  now: Date;
  actor: Actor;
  /** Repeatable id base for the entries (the Stripe event id, the office request id); null: fresh ids. */
  source: string | null;
}

export interface Settled {
  /** The whole record after the change (to parse before writing). */
  next: StoredRecord;
  /** Only the fields that changed, with updated_at: what the write sends. */
  update: Record<string, unknown>;
  /** History and outbox entries with their ids (null: the writer picks a fresh id). */
  events: { id: string | null; event: RecordEvent }[];
}

function merged<T>(
  known: Record<string, T> | undefined,
  seen: Record<string, T> | undefined,
  merge: (a: T | undefined, b: T) => T,
): Record<string, T> | undefined {
  if (!seen || Object.keys(seen).length === 0) return known;
  const result = { ...known };
  for (const [key, value] of Object.entries(seen)) result[key] = merge(result[key], value);
  return result;
}

/** The facts after a correction: only a fact the record holds can be corrected. */
function corrected(
  checks: Record<string, CheckPayment> | undefined,
  transition: Transition,
): Record<string, CheckPayment> | undefined {
  const corrections = Object.entries(transition.correctedChecks ?? {});
  if (corrections.length === 0) return checks;
  const result = { ...checks };
  for (const [key, fact] of corrections) {
    if (!result[key]) throw new Error(`No payment ${key} to correct on this record.`);
    result[key] = fact;
  }
  return result;
}

/** The record after a transition, with every derived money field recomputed from its facts. */
function nextRecord(current: StoredRecord, transition: Transition, now: Date): StoredRecord {
  const next = { ...current, ...transition.set } as StoredRecord & Record<string, unknown>;
  const charges = merged(current.stripe_charges, transition.charges, mergeCharge);
  const refunds = merged(current.stripe_refunds, transition.refunds, mergeRefund);
  const disputes = merged(current.stripe_disputes, transition.disputes, mergeDispute);
  const checks = corrected(merged(current.checks, transition.checks, keepInPersonFact), transition);
  if (charges) next.stripe_charges = charges;
  if (refunds) next.stripe_refunds = refunds;
  if (disputes) next.stripe_disputes = disputes;
  if (checks) next.checks = checks;
  if (hasPaymentFacts(next)) Object.assign(next, derivePaymentFields(next));
  if (countsAsPledged(next)) next.total_pledged_amt = derivePledged(next);
  if (next.subscription_ended_at) next.cancel_date = deriveCancelDate(next, next.payments_made ?? 0);
  if (!transition.keepUpdatedAt) next.updated_at = now.toISOString();
  return next;
}

export function settle(current: StoredRecord, transition: Transition, context: SettleContext): Settled {
  const next = nextRecord(current, transition, context.now);
  const changes = { ...changesOf(current, next), ...transition.changes };
  const update: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof StoredRecord)[]) {
    if (JSON.stringify(next[key] ?? null) !== JSON.stringify(current[key] ?? null)) update[key] = next[key];
  }
  const at = context.now.toISOString();
  const base = {
    collection: context.collection,
    record_id: context.id,
    at,
    actor: context.actor,
    source: context.source,
  };
  const events: Settled['events'] = [];
  if (transition.always || Object.keys(changes).length > 0) {
    events.push({
      id: context.source ? `${context.source}_${context.collection}_${context.id}` : null,
      event: {
        ...base,
        kind: transition.kind,
        summary: transition.summary,
        changes,
        payment: transition.payment ?? null,
      },
    });
  }
  for (const payment of newPayments(current, next)) {
    events.push({
      id: paymentEventId(context.collection, context.id, payment.key),
      event: { ...base, kind: 'payment_received', summary: paymentSummary(payment), changes: {}, payment },
    });
  }
  const changed = Object.keys(update).some((key) => key !== 'updated_at');
  return { next, update: changed ? update : {}, events };
}
