import type { StripeCharge } from '../src/records';
import type { BatchEntry } from '../src/reports';
import type { Payout } from '../src/books';

/** A card charge as Stripe reports it: cents, fee known, nothing refunded. */
export function charge(amount: number, paidAt: string, fee = Math.round(amount * 0.029) + 30): StripeCharge {
  return { amount, fee, net: amount - fee, refunded: 0, paid_at: paidAt };
}

export const campaigns = [
  { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: null },
  { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: null },
];

export function payout(arrival: string, sources: string[]): Payout {
  return {
    payout_id: `po_${arrival}`,
    arrival_date: arrival,
    amount: 0,
    currency: 'usd',
    status: 'paid',
    created: `${arrival}T00:00:00.000Z`,
    lines: sources.map((source) => ({
      balance_transaction: `txn_${source}`,
      type: 'charge',
      reporting_category: 'charge',
      gross: 0,
      fee: 0,
      net: 0,
      currency: 'usd',
      source,
      record: null,
      name: null,
      created: `${arrival}T00:00:00.000Z`,
    })),
  };
}

/** A batch of one cash item of `totalCents`, added at `addedAt` (by default early in March 2026). */
export function batch(
  id: string,
  depositedOn: string | null,
  totalCents: number,
  state: BatchEntry['state'] = 'deposited',
  addedAt = '2026-03-01T18:00:00.000Z',
): BatchEntry {
  const stamp = { uid: 'u1', email: 'a@example.com', at: addedAt };
  const payer = {
    type: 'new' as const,
    kind: 'donation' as const,
    name: 'Rivera family',
    email: '',
    level: null,
  };
  return {
    id,
    state,
    opened: stamp,
    counted: state === 'open' ? null : stamp,
    signed_off: state === 'deposited' ? stamp : null,
    deposited_on: depositedOn,
    items: [
      { id: `${id}-1`, method: 'cash', amount_cents: totalCents, check_number: null, payer, added: stamp },
    ],
    totals: { cash_cents: totalCents, check_cents: 0, total_cents: totalCents },
    updated_at: stamp.at,
  };
}

/** A signed-off batch of one check paying an existing record: the item the record's check fact came from. */
export function checkBatch(
  id: string,
  depositedOn: string,
  cents: number,
  checkNumber: string,
  record: { collection: 'donations' | 'community_partners'; id: string },
): BatchEntry {
  const base = batch(id, depositedOn, cents);
  const [item] = base.items;
  return {
    ...base,
    items: [
      {
        ...item!,
        method: 'check',
        check_number: checkNumber,
        payer: { type: 'existing', ...record, name: 'x' },
      },
    ],
    totals: { cash_cents: 0, check_cents: cents, total_cents: cents },
  };
}
