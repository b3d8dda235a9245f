import { useLiveSettingsState } from '../data/live-settings';
import type { AnyRecordKind } from '../kinds';
import { AddRecordForm } from './add/AddRecordForm';

/** A kind's add screen: one form, configured by the kind's description. */
export function AddRecordPage({ kind }: { kind: AnyRecordKind }) {
  // The blank form takes its defaults (a partner's cheapest level) from the settings: it waits for the live
  // ones, since the copy the page started with may be a cached one from before the office's last save.
  if (useLiveSettingsState().status === 'loading') {
    return (
      <p className="muted" role="status">
        Loading…
      </p>
    );
  }
  return <AddRecordForm kind={kind} />;
}
