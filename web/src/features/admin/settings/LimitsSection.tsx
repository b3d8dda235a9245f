import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/** The public forms' hourly caps across all visitors: what a flood of fake pledges or checkouts can add. */
export function LimitsSection() {
  return (
    <SettingsSection title="Limits">
      <div className="settings-grid">
        <SettingsField
          name="limits.checkPledgesPerHour"
          label="Check pledges per hour"
          kind="amount"
          hint="Across all visitors: a flood of fake pledges adds at most this many to Total Pledged in an hour."
        />
        <SettingsField
          name="limits.checkoutsPerHour"
          label="Card checkouts per hour"
          kind="amount"
          hint="Across all visitors; beyond it, the page asks people to try again later."
        />
      </div>
    </SettingsSection>
  );
}
