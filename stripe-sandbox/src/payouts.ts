import { DAY_SECONDS } from './days.ts';
import { newId } from './ids.ts';
import { balanceTransaction } from './ledger.ts';
import type { EventRecord, Store } from './store.ts';
import type { BalanceTransaction, Payout } from './types.ts';
import type { Webhooks } from './webhooks.ts';

/** The one bank account the sandbox pretends the school has connected. */
export const SCHOOL_BANK_ACCOUNT = 'ba_SandboxSchoolBankAccount';

export type PayoutRun = {
  /** Null when the available balance is zero or negative: nothing is paid out and it all carries over. */
  payout: Payout | null;
  /** The available balance the run found, in cents (the payout's amount when there is one). */
  available: number;
  events: EventRecord[];
};

/** Transactions no payout has settled yet whose funds are available by `day` (they become `available`). */
function availableBy(store: Store, day: number): BalanceTransaction[] {
  const due = store
    .all('balance_transaction')
    .filter((txn) => txn.type !== 'payout' && !store.paidOutBy.has(txn.id) && txn.available_on <= day);
  for (const txn of due) txn.status = 'available';
  return due;
}

function newPayout(id: string, amount: number, created: number, txnId: string): Payout {
  return {
    id,
    object: 'payout',
    amount,
    application_fee: null,
    application_fee_amount: null,
    // Standard payouts reach a US bank about a day after they leave Stripe (no weekends in the sandbox).
    arrival_date: created + DAY_SECONDS,
    automatic: true,
    balance_transaction: txnId,
    created,
    currency: 'usd',
    description: 'STRIPE PAYOUT',
    destination: SCHOOL_BANK_ACCOUNT,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    original_payout: null,
    reconciliation_status: 'in_progress',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: 'pending',
    type: 'bank_account',
  };
}

/**
 * The automatic daily payout made on `day` (00:00 UTC): one payout of the whole available balance, which
 * settles every transaction available by then that no earlier payout took. As at Stripe, a balance of zero or
 * less is not paid out; its transactions wait for a later day whose charges cover them (Stripe may instead
 * debit the bank account; the sandbox does not). Events carry the payout as it stood at each step: created
 * (pending), paid, then reconciliation completed, after which its transactions can be listed. With
 * `reconcile: false` the payout stays paid with its reconciliation in progress, as Stripe leaves it for a while,
 * until completeReconciliation.
 */
export function runAutomaticPayout(
  store: Store,
  hooks: Webhooks,
  day: number,
  { reconcile = true }: { reconcile?: boolean } = {},
): PayoutRun {
  const due = availableBy(store, day);
  const available = due.reduce((sum, txn) => sum + txn.net, 0);
  if (available <= 0) return { payout: null, available, events: [] };
  const id = newId('po');
  const own = balanceTransaction(store, {
    amount: -available,
    fee: 0,
    source: id,
    type: 'payout',
    reportingCategory: 'payout',
    description: 'STRIPE PAYOUT',
    currency: 'usd',
    created: day,
  });
  const payout = store.put(newPayout(id, available, day, own.id));
  for (const txn of [...due, own]) store.paidOutBy.set(txn.id, id);
  const events = [hooks.record('payout.created', payout)];
  payout.status = 'paid';
  events.push(hooks.record('payout.paid', payout));
  if (reconcile) events.push(completeReconciliation(hooks, payout));
  return { payout, available, events };
}

/** Stripe has itemised a paid payout: payout.reconciliation_completed. */
export function completeReconciliation(hooks: Webhooks, payout: Payout): EventRecord {
  payout.reconciliation_status = 'completed';
  return hooks.record('payout.reconciliation_completed', payout);
}
