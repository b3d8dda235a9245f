import { feeCoveredLabel, yesNoLabel } from '@hope/domain/lists';
import { formatCurrency } from '@hope/domain/money';
import {
  isVoided,
  paymentMethodLabel,
  planProgressText,
  recordStandingLabel,
  type DonationRecord,
  type PartnerRecord,
} from '@hope/domain/records';
import { formatSchoolDay, formatSchoolDayTime } from '@hope/domain/time';
import type { SelectOption } from './record-form';
import type { DetailField, DetailSection } from './details-spec';

/** What the read mode, the table and the cards show for values both kinds have. */
export const money = (value: number | null | undefined) => (value == null ? '' : formatCurrency(value));
export const dateTime = (timeZone: string, iso: string | null | undefined) =>
  formatSchoolDayTime(timeZone, iso);
export const text = (value: string | null | undefined) => value ?? '';

type AnyRecord = DonationRecord | PartnerRecord;

/** The status, with a plan's progress beside it: 'Completed · 1 of 10 payments'. */
export const statusText = (record: AnyRecord) =>
  [recordStandingLabel(record), planProgressText(record)].filter(Boolean).join(' · ');

export const statusField: DetailField<AnyRecord> = { label: 'Payment Status', value: statusText };
export const methodField: DetailField<AnyRecord> = { label: 'Payment Method', value: paymentMethodLabel };

/** The list's date: the payment's, else the day the record was entered (shown muted, see `unpaid`). */
export const listDate = (record: AnyRecord, timeZone: string) =>
  formatSchoolDay(timeZone, record.payment_completed_at ?? record.created_at);

/** The payment's date, empty while none counts (the partners' Payment Date). */
export const paymentDate = (record: AnyRecord, timeZone: string) =>
  isVoided(record) ? '' : formatSchoolDay(timeZone, record.payment_completed_at);

/** No payment counts on it yet (or it was voided): its date is the day it was entered, shown muted. */
export const unpaid = (record: AnyRecord) => !record.payment_completed_at || isVoided(record);

/** The list's Status and Method columns, the same for both kinds (not sortable: the filters select them). */
export const statusColumns = [
  { label: 'Method', cell: paymentMethodLabel, width: '6.5rem' },
  { label: 'Status', cell: recordStandingLabel, detail: planProgressText, width: '10rem' },
] as const;

/** Payment Information in read mode; `extra` (the partners' Stripe Product ID) follows the Stripe ids. */
export function paymentDetails<R extends AnyRecord>(extra: readonly DetailField<R>[] = []): DetailSection<R> {
  return {
    title: 'Payment Information',
    fields: [
      statusField,
      methodField,
      { label: 'Stripe Customer ID', value: (r) => text(r.stripe_customer_id) },
      { label: 'Stripe Session ID', value: (r) => text(r.stripe_session_id) },
      { label: 'Payment Intent ID', value: (r) => text(r.payment_intent_id) },
      ...extra,
      { label: 'Payment Reference', value: (r) => text(r.payment_reference) },
      { label: 'Payment Completed At', value: (r, timeZone) => dateTime(timeZone, r.payment_completed_at) },
      { label: 'Net Payment', value: (r) => money(r.net_payment) },
      { label: 'Fee Covered', value: feeCoveredLabel },
      { label: 'Total Pledged', value: (r) => money(r.total_pledged_amt) },
      { label: 'Cancel Date', value: (r, timeZone) => dateTime(timeZone, r.cancel_date) },
    ],
  };
}

export const additionalDetails: DetailSection<AnyRecord> = {
  title: 'Additional Information',
  fields: [
    { label: 'Yearbook Number', value: (r) => (r.yearbook == null ? '' : String(r.yearbook)) },
    { label: 'Magnet Given', value: (r) => yesNoLabel(r.magnet_given) },
    { label: 'T-Shirt Given', value: (r) => yesNoLabel(r.tshirt_given) },
    { label: 'Notes', value: (r) => text(r.notes) },
    { label: 'Created', value: (r, timeZone) => dateTime(timeZone, r.created_at) },
    { label: 'Last Updated', value: (r, timeZone) => dateTime(timeZone, r.updated_at) },
  ],
};

export const yesNoOptions: readonly SelectOption[] = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
