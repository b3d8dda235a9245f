import type { RecordEventKind } from '../records';
import { receiptsDue, type DueReceipt, type RecordEntry } from './owed-receipts';
import { QUEUED_GRACE_MS } from './stuck-mail';

/*
 * The sweep's look for payments whose receipt was never created: the receipts trigger failed for good (it tries
 * for an hour), or never ran. A payment's history entry is written in the same transaction as the payment, so
 * the entries of a recent window are every payment of that window; each whose receipt does not exist is created
 * through the trigger's own path (one message, however many find it). A payment of the last minutes is left to
 * its trigger; one older than the window was swept many times already (the sweep runs every 15 minutes).
 */

/** How far back the sweep looks. */
export const RECEIPT_SWEEP_LOOKBACK_MS = 3 * 24 * 60 * 60_000;

/** The history entries that may call for a receipt (mailPlanFor decides which do). */
export const RECEIPT_ENTRY_KINDS: readonly RecordEventKind[] = ['payment_received', 'edited'];

/** The window of entries the sweep reads: [since, until) as ISO times. */
export function receiptSweepWindow(now: Date): { sinceIso: string; untilIso: string } {
  return {
    sinceIso: new Date(now.getTime() - RECEIPT_SWEEP_LOOKBACK_MS).toISOString(),
    untilIso: new Date(now.getTime() - QUEUED_GRACE_MS).toISOString(),
  };
}

/**
 * The receipts the window's payments call for that do not exist, leaving out those owed for lack of an email
 * address (listed in owed_receipts, sent when the record gets one).
 */
export function receiptsNeverCreated(
  entries: readonly RecordEntry[],
  existing: ReadonlySet<string>,
  owedForEmail: ReadonlySet<string>,
): DueReceipt[] {
  return receiptsDue(entries).filter((due) => !existing.has(due.mailId) && !owedForEmail.has(due.mailId));
}
