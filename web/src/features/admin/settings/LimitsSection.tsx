import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/**
 * The public forms' hourly thresholds across all visitors: past them each further call must first pass the
 * browser check (a proof of work the page solves unseen), so a flood slows down and families still get through.
 */
export function LimitsSection() {
  return (
    <SettingsSection section="limits">
      <div className="settings-grid">
        <SettingsField
          name="limits.checkPledgesPerHour"
          label="Check pledges per hour"
          kind="amount"
          hint="Across all visitors: past it, each further pledge must first pass an automatic browser check that slows a flood of fake pledges."
        />
        <SettingsField
          name="limits.checkoutsPerHour"
          label="Card checkouts per hour"
          kind="amount"
          hint="Across all visitors: past it, the page passes an automatic browser check before each checkout; families still get through."
        />
      </div>
    </SettingsSection>
  );
}
