import { isLiveRefund, type StoredRecord } from '../records';
import { toCents } from '../money';
import type { DateKey } from '../time';
import { schoolDayOf } from './school-day';

/*
 * A record's money as dated events, read from the payment facts it holds (Stripe charges, refunds, disputes;
 * cash and checks deposited), the same facts its net_payment is derived from (records/derive.ts): summed over
 * all time, the events' net is the record's net to the cent.
 */

export type MoneyEventType = 'payment' | 'refund' | 'dispute';
/** How a payment came: through Stripe from a card or a bank account, or a check or cash deposited. */
export type PaymentMethod = 'card' | 'bank' | 'check' | 'cash';

export interface MoneyEvent {
  type: MoneyEventType;
  method: PaymentMethod;
  /** The school-time day it happened. */
  day: DateKey;
  /** Signed cents: a payment is positive, money given back negative. */
  cents: number;
  /** Stripe's fee on it, as a cost: zero or negative cents. */
  fee: number;
  /**
   * The Stripe charge, refund or dispute whose balance transaction moves this money (a payout line names it as
   * its source); null for cash and checks, and for a refunded part the record cannot date (older than its
   * refunds map), which no payout line can be matched to.
   */
  source: string | null;
}

export function moneyEvents(timeZone: string, record: StoredRecord): MoneyEvent[] {
  const events: MoneyEvent[] = [];
  const refunds = Object.entries(record.stripe_refunds ?? {})
    .map(([id, refund]) => ({ ...refund, id }))
    .filter(isLiveRefund)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const [id, charge] of Object.entries(record.stripe_charges ?? {})) {
    const day = schoolDayOf(timeZone, charge.paid_at);
    // The net, when Stripe has reported it, holds the real fee (derive.ts counts the same).
    const fee = charge.net !== null ? charge.amount - charge.net : (charge.fee ?? 0);
    const method = charge.method === 'us_bank_account' ? 'bank' : 'card';
    events.push({ type: 'payment', method, day, cents: charge.amount, fee: -fee, source: id });
    // What the charge says is refunded is the truth; the refunds map only dates it. Any part it cannot date
    // (a record older than the map) is dated with the charge.
    let undated = charge.refunded;
    for (const refund of refunds) {
      if (refund.charge !== id || undated === 0) continue;
      const cents = Math.min(undated, refund.amount);
      undated -= cents;
      events.push(refundEvent(schoolDayOf(timeZone, refund.created_at), cents, refund.id));
    }
    if (undated > 0) events.push(refundEvent(day, undated, null));
  }
  for (const [id, dispute] of Object.entries(record.stripe_disputes ?? {})) {
    // net_effect is what the dispute took: the amount and Stripe's dispute fee while lost or open, 0 once won.
    const lost = -dispute.net_effect;
    if (lost === 0) continue;
    const disputed = lost > 0 ? Math.min(dispute.amount, lost) : lost;
    events.push({
      type: 'dispute',
      method: 'card',
      day: schoolDayOf(timeZone, dispute.opened_at),
      cents: -disputed,
      fee: -(lost - disputed),
      source: id,
    });
  }
  for (const check of Object.values(record.checks ?? {})) {
    events.push({
      type: 'payment',
      method: check.method ?? 'check',
      day: check.deposited_on,
      cents: toCents(check.amount),
      fee: 0,
      source: null,
    });
  }
  return events;
}

function refundEvent(day: DateKey, cents: number, source: string | null): MoneyEvent {
  return { type: 'refund', method: 'card', day, cents: -cents, fee: 0, source };
}
