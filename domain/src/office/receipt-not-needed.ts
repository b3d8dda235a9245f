import { formatCurrency } from '../money';
import { inPersonLabel, type StoredRecord, type Transition } from '../records';
import { mailRecipient, receiptMailId } from '../receipts';
import { UNCHANGED, type OfficeOutcome } from './office-transitions';

/*
 * A cash gift from someone who left no address (an envelope in the office, a jar at an event) can be marked
 * "No receipt needed": there is nobody to send it to. The mark is kept on the record, keyed by the payment,
 * with who and when, and written with its history entry; the receipt is then no longer owed and no sweep owes
 * it again. A check or a card payment always has a payer to thank, so it cannot be marked.
 */

/** The payment an owed receipt is for (its key on the record), from the receipt's id. */
export function owedPaymentKey(mailId: string, record: { collection: string; id: string }): string | null {
  const prefix = receiptMailId(record.collection as never, record.id, '');
  return mailId.startsWith(prefix) ? mailId.slice(prefix.length) : null;
}

/** Why a payment's receipt cannot be marked not needed, or null when it can. */
export function receiptNotNeededRefusal(record: StoredRecord, paymentKey: string): string | null {
  const fact = record.checks?.[paymentKey];
  if (!fact || fact.method !== 'cash') {
    return 'Only a cash gift can go without a receipt: a check or a card payment always gets one.';
  }
  if ('email' in mailRecipient(record)) {
    return 'This record has an email address: send the receipt instead.';
  }
  return null;
}

/** The office's "No receipt needed" on a cash gift without an address: kept on the record with who and when. */
export function officeReceiptNotNeeded(
  current: StoredRecord,
  paymentKey: string,
  by: string,
  now: Date,
): OfficeOutcome {
  const marked = current.receipts_not_needed ?? {};
  const fact = current.checks?.[paymentKey];
  if (marked[paymentKey] && fact) return { ok: true, transition: UNCHANGED };
  const refusal = receiptNotNeededRefusal(current, paymentKey);
  if (refusal || !fact) return { ok: false, refusal: 'invalid', message: refusal ?? '' };
  const transition: Transition = {
    kind: 'edited',
    summary: `No receipt needed for ${inPersonLabel(fact)} of ${formatCurrency(fact.amount)} (no address to send it to)`,
    set: { receipts_not_needed: { ...marked, [paymentKey]: { by, at: now.toISOString() } } },
    always: true,
  };
  return { ok: true, transition };
}
