import { z } from '../zod';

export const paymentStatusSchema = z.enum(['completed', 'cancelled', 'pending']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  completed: 'Completed',
  cancelled: 'Cancelled',
  pending: 'Pending',
};

interface PaymentDates {
  payment_completed_at: string | null;
  cancel_date: string | null;
}

/** Derived, never stored: a completion wins over a cancellation (a plan cancelled after paying is paid). */
export function paymentStatus(record: PaymentDates): PaymentStatus {
  if (record.payment_completed_at) return 'completed';
  if (record.cancel_date) return 'cancelled';
  return 'pending';
}

export function paymentStatusLabel(record: PaymentDates): string {
  return paymentStatusLabels[paymentStatus(record)];
}

/** The status filter differs from the status on one point: 'cancelled' matches any record with a cancel date. */
export function matchesStatusFilter(record: PaymentDates, filter: PaymentStatus): boolean {
  if (filter === 'cancelled') return Boolean(record.cancel_date);
  return paymentStatus(record) === filter;
}
