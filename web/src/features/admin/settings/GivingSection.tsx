import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/** The amounts the public page asks for and explains. */
export function GivingSection() {
  return (
    <SettingsSection section="giving">
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
        <SettingsField
          name="giving.tShirtThreshold"
          label="T-shirt from ($)"
          kind="amount"
          hint="A family gift of this much or more comes with a student T-shirt: the form asks each size."
        />
        <SettingsField
          name="giving.bankPaymentsFrom"
          label="Bank payments from ($)"
          kind="amount"
          hint="One-time gifts of this much or more, and sponsorships paid in full, may be paid from a bank account (0.8%, at most $5, instead of a card's 2.9% + 30¢). 0 turns it off."
        />
      </div>
    </SettingsSection>
  );
}
