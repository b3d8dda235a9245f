import { defaultSettings } from '@hope/domain/settings';
import { useLiveSettingsState } from '../data/live-settings';
import { SettingsForm } from './SettingsForm';
import './settings.css';

/**
 * The school's settings, edited by the office. The form opens on the live document (the sample values while
 * none was saved yet) and stays on that copy while someone edits it.
 */
export function SettingsPage() {
  const live = useLiveSettingsState();
  if (live.status === 'loading') {
    return (
      <p role="status" className="settings-loading">
        Loading settings...
      </p>
    );
  }
  if (live.status === 'error') {
    return (
      <p role="alert" className="error">
        The settings could not be loaded. Please reload the page.
      </p>
    );
  }
  return <SettingsForm current={live.status === 'ready' ? live.settings : defaultSettings} />;
}
