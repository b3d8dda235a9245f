import { donationPledged, partnerPledged } from '../lists';
import { donationTypeLabels, partnerLevelLabel, yesNoLabel } from '../lists';
import { paymentStatusLabel } from '../records';
import type { DonationRecord } from '../records';
import type { PartnerRecord } from '../records';
import { formatPacificDate } from '../time';
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
  column('Created Date', (r) => formatPacificDate(r.created_at)),
];

export const partnerQuickExportFields: readonly ExportField<PartnerRecord>[] = [
  column('Company Name', (r) => r.company_name),
  column('Contact Name', (r) => r.contact_name),
  column('Email', (r) => r.email),
  column('Phone', (r) => r.contact_phone),
  column('Level', (r) => partnerLevelLabel(r)),
  column('Amount', partnerPledged),
  column('Payment Status', paymentStatusLabel),
  column('Created Date', (r) => formatPacificDate(r.created_at)),
];

export function donationQuickExportCsv(records: readonly DonationRecord[]): string {
  return exportCsv(records, donationQuickExportFields);
}

export function partnerQuickExportCsv(records: readonly PartnerRecord[]): string {
  return exportCsv(records, partnerQuickExportFields);
}
