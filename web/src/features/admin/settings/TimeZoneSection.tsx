import { useSettings } from '#settings';
import { useMemo } from 'react';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/**
 * The school's time zone, chosen from the zones the browser knows (a list, so no name is misspelt); the saved
 * one is always among the choices, even if this browser's list lacks it.
 */
export function TimeZoneSection() {
  const { time_zone: saved } = useSettings();
  const options = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    const all = zones.includes(saved) ? zones : [saved, ...zones];
    return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  }, [saved]);
  return (
    <SettingsSection section="timeZone">
      <div className="settings-grid">
        <SettingsField
          name="time_zone"
          label="School time zone"
          options={options}
          hint="Days, months and years begin at midnight here: the dashboard's Today, the lists' date filters, campaigns, exports and receipts."
        />
      </div>
    </SettingsSection>
  );
}
