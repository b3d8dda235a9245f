import { donationTypeLabels, partnerLevelLabels, yesNoLabel } from '../lists/labels';
import { paymentStatusLabel } from '../lists/payment-status';
import type { DonationRecord } from '../schemas/donation';
import type { PartnerRecord } from '../schemas/partner';
import type { Child, GradeTeacher } from '../schemas/student';
import { formatPacificDateTime } from '../time/pacific-format';
import type { CsvCell } from './csv-text';

/** One column the export screen offers. Student-info fields are shown as a separate group. */
export interface ExportField<R> {
  key: string;
  label: string;
  group: 'record' | 'student';
  value: (record: R) => CsvCell;
}

/** Children as 'name (size)' joined by '; ' (just the name when no size was asked). */
export function formatChildren(children: readonly Child[] | null): string {
  return (children ?? [])
    .map((child) => (child.tShirtSize ? `${child.name} (${child.tShirtSize})` : child.name))
    .join('; ');
}

export function formatGradeTeachers(entries: readonly GradeTeacher[] | null): string {
  return (entries ?? []).map((entry) => entry.teacher || entry.grade).join('; ');
}

type SharedRecord = DonationRecord | PartnerRecord;

function text<R>(key: keyof R & string, label: string): ExportField<R> {
  return { key, label, group: 'record', value: (record) => (record[key] as string | number | null) ?? null };
}

function dateTime<R>(key: keyof R & string, label: string): ExportField<R> {
  return {
    key,
    label,
    group: 'record',
    value: (record) => formatPacificDateTime(record[key] as string | null),
  };
}

function yesNo<R>(key: keyof R & string, label: string): ExportField<R> {
  return { key, label, group: 'record', value: (record) => yesNoLabel(record[key] as boolean | null) };
}

/** Columns both record kinds have, in the order they follow the kind-specific ones. */
function sharedFields<R extends SharedRecord>(): ExportField<R>[] {
  return [
    text<R>('total_pledged_amt', 'Total Pledged'),
    text<R>('net_payment', 'Net Payment'),
    { key: 'payment_status', label: 'Payment Status', group: 'record', value: paymentStatusLabel },
    text<R>('stripe_customer_id', 'Stripe Customer ID'),
    text<R>('stripe_session_id', 'Stripe Session ID'),
    text<R>('payment_intent_id', 'Payment Intent ID'),
    text<R>('payment_reference', 'Payment Reference'),
    dateTime<R>('payment_completed_at', 'Payment Completed At'),
    dateTime<R>('cancel_date', 'Cancel Date'),
    dateTime<R>('created_at', 'Created At'),
    dateTime<R>('updated_at', 'Updated At'),
    text<R>('yearbook', 'Yearbook'),
    yesNo<R>('magnet_given', 'Magnet Given'),
    yesNo<R>('tshirt_given', 'T-Shirt Given'),
    text<R>('notes', 'Notes'),
    {
      key: 'children_data',
      label: 'Students',
      group: 'student',
      value: (record) => formatChildren(record.children_data),
    },
    {
      key: 'grade_teacher_data',
      label: 'Grade & Teacher',
      group: 'student',
      value: (record) => formatGradeTeachers(record.grade_teacher_data),
    },
  ];
}

export const donationExportFields: readonly ExportField<DonationRecord>[] = [
  text('id', 'ID'),
  text('parent_name', 'Parent Name'),
  text('email', 'Email'),
  text('donation_amount', 'Donation Amount'),
  {
    key: 'donation_type',
    label: 'Donation Type',
    group: 'record',
    value: (r) => donationTypeLabels[r.donation_type],
  },
  yesNo('company_matching', 'Company Matching'),
  dateTime('form_submitted_at', 'Form Submitted At'),
  ...sharedFields<DonationRecord>(),
];

export const partnerExportFields: readonly ExportField<PartnerRecord>[] = [
  text('id', 'ID'),
  text('company_name', 'Company Name'),
  text('contact_name', 'Contact Name'),
  text('contact_phone', 'Contact Phone'),
  text('email', 'Email'),
  {
    key: 'partnership_level',
    label: 'Partnership Level',
    group: 'record',
    value: (r) => partnerLevelLabels[r.partnership_level],
  },
  text('partnership_amount', 'Partnership Amount'),
  {
    key: 'donation_type',
    label: 'Donation Type',
    group: 'record',
    value: (r) => donationTypeLabels[r.donation_type],
  },
  yesNo('pay_by_check', 'Pay by Check'),
  text('stripe_product_id', 'Stripe Product ID'),
  text('banner', 'Banner'),
  text('website', 'Website'),
  ...sharedFields<PartnerRecord>(),
];
