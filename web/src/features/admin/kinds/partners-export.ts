import { partnerExportFields } from '@hope/domain/csv';
import { type PartnerRecord } from '@hope/domain/records';
import { useLivePartners } from '../data/useLiveRecords';
import type { ExportKind } from './record-export';

export const partnerExport: ExportKind<PartnerRecord> = {
  title: 'Export Partners',
  listPath: '/admin/partners',
  entity: 'partners',
  fields: partnerExportFields,
  useRecords: useLivePartners,
};
