import type { AddDonationForm, AddPartnerForm } from '@hope/domain/office';
import { useLiveSettingsState } from '../data/live-settings';
import { donationAddForm } from '../kinds/donations-form';
import { partnerAddForm } from '../kinds/partners-form';
import type { RecordKindId } from '../kinds/record-kind-id';
import { AddRecordForm } from './add/AddRecordForm';

/** /admin/donations/add and /admin/partners/add: one form, configured by the kind's description. */
export function AddRecordPage({ kind }: { kind: RecordKindId }) {
  // The blank form takes its defaults (a partner's cheapest level) from the settings: it waits for the live
  // ones, since the copy the page started with may be a cached one from before the office's last save.
  if (useLiveSettingsState().status === 'loading') {
    return (
      <p className="muted" role="status">
        Loading…
      </p>
    );
  }
  // Keyed by kind: moving between the two add routes starts a fresh form.
  return kind === 'donations' ? (
    <AddRecordForm<AddDonationForm> key={kind} kind={donationAddForm} />
  ) : (
    <AddRecordForm<AddPartnerForm> key={kind} kind={partnerAddForm} />
  );
}
