import type { AddDonationForm, AddPartnerForm } from '@hope/domain/office';
import { donationAddForm } from '../kinds/donations-form';
import { partnerAddForm } from '../kinds/partners-form';
import type { RecordKindId } from '../kinds/record-kind-id';
import { AddRecordForm } from './add/AddRecordForm';

/** /admin/donations/add and /admin/partners/add: one form, configured by the kind's description. */
export function AddRecordPage({ kind }: { kind: RecordKindId }) {
  // Keyed by kind: moving between the two add routes starts a fresh form.
  return kind === 'donations' ? (
    <AddRecordForm<AddDonationForm> key={kind} kind={donationAddForm} />
  ) : (
    <AddRecordForm<AddPartnerForm> key={kind} kind={partnerAddForm} />
  );
}
