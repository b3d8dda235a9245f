import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/** The amounts the public page asks for and explains. */
export function GivingSection() {
  return (
    <SettingsSection title="Giving">
      <div className="settings-grid">
        <SettingsField
          name="giving.suggestedGift"
          label="Suggested gift ($)"
          kind="amount"
          hint="What the page asks of each family."
        />
        <SettingsField
          name="giving.costPerChild"
          label="Cost per child ($)"
          kind="amount"
          hint="What the school really spends per child."
        />
      </div>
    </SettingsSection>
  );
}
