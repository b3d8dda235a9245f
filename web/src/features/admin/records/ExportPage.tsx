import type { DonationRecord, PartnerRecord } from '@hope/domain/records';
import { donationExport } from '../kinds/donations-export';
import { partnerExport } from '../kinds/partners-export';
import type { RecordKindId } from '../kinds/record-kind-id';
import { ExportScreen } from './export/ExportScreen';

/** /admin/donations/export and /admin/partners/export: one screen, configured by the kind. */
export function ExportPage({ kind }: { kind: RecordKindId }) {
  // Keyed by kind: each kind reads its own live collection and starts with its own choices.
  return kind === 'donations' ? (
    <ExportScreen<DonationRecord> key={kind} kind={donationExport} />
  ) : (
    <ExportScreen<PartnerRecord> key={kind} kind={partnerExport} />
  );
}
