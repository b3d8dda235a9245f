import { donationExportFields } from '@hope/domain/csv';
import { type DonationRecord } from '@hope/domain/records';
import { useLiveDonations } from '../data/useLiveRecords';
import type { ExportKind } from './record-export';

export const donationExport: ExportKind<DonationRecord> = {
  title: 'Export Donations',
  listPath: '/admin/donations',
  entity: 'donations',
  fields: donationExportFields,
  useRecords: useLiveDonations,
};
