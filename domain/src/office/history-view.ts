import { donationExportFields, partnerExportFields } from '../csv';
import { formatCurrency } from '../money';
import { DONATIONS_COLLECTION } from '../records';
import { formatSchoolDateTime } from '../time';
import type { Actor, FieldChange, RecordCollection } from '../records';

/** Who made a change, as history shows it: a team member's email, 'Stripe', or the public page. */
export function actorLabel(actor: Actor): string {
  if (actor.type === 'stripe') return 'Stripe';
  if (actor.type === 'public') return 'Public page';
  return actor.email ?? actor.uid;
}

const DOLLAR_FIELDS = new Set([
  'donation_amount',
  'partnership_amount',
  'total_pledged_amt',
  'net_payment',
  'pledge_amt',
  'amount_refunded',
]);
const TIME_FIELDS = new Set([
  'payment_completed_at',
  'cancel_date',
  'created_at',
  'form_submitted_at',
  'payment_failed_at',
  'subscription_ended_at',
]);
const EXTRA_LABELS: Record<string, string> = {
  checkout_status: 'Checkout Status',
  payments_made: 'Payments Made',
  amount_refunded: 'Amount Refunded',
  pledge_amt: 'Pledge',
  months: 'Months',
  stripe_subscription_id: 'Stripe Subscription ID',
  payment_failed_at: 'Payment Failed At',
  payment_failure_reason: 'Why the Payment Failed',
  failed_invoice_id: 'Failed Stripe Invoice',
  checkout_method: 'Paid With',
  subscription_ended_at: 'Plan Ended At',
  level_name: 'Level Name',
};

/** A field's name as the office knows it (the export's column names), for a history entry. */
export function historyFieldLabel(collection: RecordCollection, field: string): string {
  const fields = collection === DONATIONS_COLLECTION ? donationExportFields : partnerExportFields;
  const known = (fields as readonly { key: string; label: string }[]).find(
    (candidate) => candidate.key === field,
  );
  if (known) return known.label;
  if (EXTRA_LABELS[field]) return EXTRA_LABELS[field];
  // A benefit's key carries its text as the settings wrote it: shown as is.
  if (field.startsWith('benefit: ')) return `Benefit: ${field.slice('benefit: '.length)}`;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value before or after a change, in words: dollars, school times, Yes/No, lists of students. */
export function historyValue(timeZone: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  if (DOLLAR_FIELDS.has(field) && typeof value === 'number') return formatCurrency(value);
  if (TIME_FIELDS.has(field) && typeof value === 'string') return formatSchoolDateTime(timeZone, value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return (
      value
        .map((item: unknown) =>
          item && typeof item === 'object'
            ? Object.values(item as Record<string, unknown>)
                .filter(Boolean)
                .join(' ')
            : String(item),
        )
        .join('; ') || '(none)'
    );
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A history entry's changes as lines a person reads: 'Notes: (blank) → Called to thank'. */
export function historyLines(
  timeZone: string,
  collection: RecordCollection,
  changes: Record<string, FieldChange>,
): { field: string; label: string; before: string; after: string }[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: historyFieldLabel(collection, field),
    before: historyValue(timeZone, field, change.before),
    after: historyValue(timeZone, field, change.after),
  }));
}
