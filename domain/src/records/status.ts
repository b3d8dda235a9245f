import { paymentStatus, paymentStatusLabels } from './payment-status';
import type { PaymentTracking } from './payment-tracking';

/**
 * What the office sees as a record's state: the three basic payment statuses (Completed, Cancelled,
 * Pending), refined by what happened to the money after it arrived, and by voiding. Derived, never stored.
 */
export type RecordStatus =
  | 'voided'
  | 'disputed'
  | 'refunded'
  | 'partially_refunded'
  | 'completed'
  | 'cancelled'
  | 'processing'
  | 'pending';

export const recordStatusLabels: Record<RecordStatus, string> = {
  voided: 'Voided',
  disputed: 'Disputed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  // Still Pending to the status filter: the money has not arrived.
  processing: 'Processing (bank)',
  ...paymentStatusLabels,
};

export type StatusInput = {
  payment_completed_at: string | null;
  cancel_date: string | null;
} & Pick<PaymentTracking, 'stripe_charges' | 'stripe_disputes' | 'voided' | 'checkout_status'>;

/** Voided records (tests, duplicates, fake pledges) leave every figure, ranking, list and export by default. */
export function isVoided(record: Pick<PaymentTracking, 'voided'>): boolean {
  return record.voided != null;
}

/** The records that count: every one but the voided. */
export function countedRecords<R extends Pick<PaymentTracking, 'voided'>>(records: readonly R[]): R[] {
  return records.filter((record) => !isVoided(record));
}

/** A dispute that is open, or was lost: the money is (or stays) with the card holder. */
export function hasDispute(record: Pick<PaymentTracking, 'stripe_disputes'>): boolean {
  return Object.values(record.stripe_disputes ?? {}).some((dispute) => dispute.status !== 'won');
}

export function recordStatus(record: StatusInput): RecordStatus {
  if (isVoided(record)) return 'voided';
  if (hasDispute(record)) return 'disputed';
  const charges = Object.values(record.stripe_charges ?? {});
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const refunded = charges.reduce((sum, charge) => sum + charge.refunded, 0);
  if (charged > 0 && refunded >= charged) return 'refunded';
  if (refunded > 0) return 'partially_refunded';
  const status = paymentStatus(record);
  return status === 'pending' && record.checkout_status === 'processing' ? 'processing' : status;
}

export function recordStatusLabel(record: StatusInput): string {
  return recordStatusLabels[recordStatus(record)];
}

/**
 * The status as the office reads it beside a plan's progress: a monthly plan that stopped before its last
 * payment (it has a cancel date, derive.ts) reads 'Stopped', where the spec's status, kept for filters and
 * exports, says Completed from its first payment on.
 */
export function recordStandingLabel(record: StatusInput & { months?: number | null }): string {
  const status = recordStatus(record);
  if (status === 'completed' && (record.months ?? 1) > 1 && record.cancel_date) return 'Stopped';
  return recordStatusLabels[status];
}
