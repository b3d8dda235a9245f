import { donationPledged, partnerPledged } from '../lists';
import { donationTypeLabels, partnerLevelLabel, yesNoLabel } from '../lists';
import { paymentStatusLabel } from '../records';
import type { DonationRecord } from '../records';
import type { PartnerRecord } from '../records';
import { formatSchoolDate } from '../time';
import type { ExportField } from './export-fields';
import { exportCsv } from './full-export';

const column = <R>(label: string, value: ExportField<R>['value']): ExportField<R> => ({
  key: label,
  label,
  group: 'record',
  value,
});

/** The list screen's one-click export of what is shown, with a short fixed set of columns per kind. */
export const donationQuickExportFields: readonly ExportField<DonationRecord>[] = [
  column('Parent Name', (r) => r.parent_name),
  column('Email', (r) => r.email),
  column('Amount', donationPledged),
  column('Type', (r) => donationTypeLabels[r.donation_type]),
  column('Payment Status', paymentStatusLabel),
  column('Company Matching', (r) => yesNoLabel(r.company_matching)),
  column('Created Date', (r, timeZone) => formatSchoolDate(timeZone, r.created_at)),
];

export const partnerQuickExportFields: readonly ExportField<PartnerRecord>[] = [
  column('Company Name', (r) => r.company_name),
  column('Contact Name', (r) => r.contact_name),
  column('Email', (r) => r.email),
  column('Phone', (r) => r.contact_phone),
  column('Level', (r) => partnerLevelLabel(r)),
  column('Amount', partnerPledged),
  column('Payment Status', paymentStatusLabel),
  column('Created Date', (r, timeZone) => formatSchoolDate(timeZone, r.created_at)),
];

export function donationQuickExportCsv(timeZone: string, records: readonly DonationRecord[]): string {
  return exportCsv(timeZone, records, donationQuickExportFields);
}

export function partnerQuickExportCsv(timeZone: string, records: readonly PartnerRecord[]): string {
  return exportCsv(timeZone, records, partnerQuickExportFields);
}
