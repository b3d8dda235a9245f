import { holdsSampleValues, type SchoolSettings } from '@hope/domain/settings';
import type { SaveRefusal } from './useSaveSettings';

interface SettingsNoticesProps {
  base: SchoolSettings;
  /** Another team member saved newer settings while this form was being edited. */
  theirs: boolean;
  refusal: SaveRefusal | null;
  onLoadTheirs: () => void;
}

const failedText = 'The settings could not be saved. Please check your connection and try again.';

function refusalText(refusal: Exclude<SaveRefusal, 'stale'>): string {
  return refusal === 'failed'
    ? failedText
    : `The settings were refused: ${refusal.refused} Nothing was saved.`;
}

/** What the person should know before editing: sample values, another admin's save, a refused save. */
export function SettingsNotices({ base, theirs, refusal, onLoadTheirs }: SettingsNoticesProps) {
  return (
    <>
      {holdsSampleValues(base) && (
        <p className="settings-notice settings-notice-sample">
          These are sample values, not your school&apos;s yet. Replace them with your own and save: the public
          page, the forms and the receipts use them.
        </p>
      )}
      {theirs && (
        <div className="settings-notice settings-notice-conflict" role="alert">
          <p>
            Another team member saved the settings while you were editing.{' '}
            {refusal === 'stale'
              ? 'Nothing was saved: load their values, then make your changes again.'
              : 'Your changes are still here, but they cannot be saved over theirs: load their values, then make your changes again.'}
          </p>
          <button type="button" className="button secondary" onClick={onLoadTheirs}>
            Load their values
          </button>
        </div>
      )}
      {refusal && refusal !== 'stale' && (
        <p className="settings-notice settings-notice-error" role="alert">
          {refusalText(refusal)}
        </p>
      )}
    </>
  );
}
