import { pageIconHref, type SettingsFormValues } from '@hope/domain/settings';
import { useWatch } from 'react-hook-form';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/** The browser tab of the public page and the back office: its title and its small icon, previewed. */
export function PageSection() {
  const icon = useWatch<SettingsFormValues, 'page.icon'>({ name: 'page.icon' });
  return (
    <SettingsSection section="page">
      <div className="settings-grid">
        <SettingsField name="page.title" label="Page title" hint="What the browser tab and bookmarks say." />
        <div className="settings-page-icon">
          <SettingsField
            name="page.icon"
            label="Page icon"
            hint="One or two letters, or one emoji, drawn on the badge."
          />
          {icon.trim() !== '' && (
            <img
              className="settings-page-icon-preview"
              src={pageIconHref(icon.trim())}
              alt=""
              width={40}
              height={40}
            />
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
