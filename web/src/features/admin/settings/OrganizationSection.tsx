import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';
import { SpanishField } from './SpanishField';

/** Names, tax-exempt number, address and email addresses: what the pages and receipts print. */
export function OrganizationSection() {
  return (
    <SettingsSection section="organization">
      <div className="settings-grid">
        <SettingsField name="organization.organizationName" label="Organization name" />
        <SettingsField name="organization.schoolName" label="School name" />
        <SettingsField
          name="organization.fundName"
          label="Fund name"
          hint="The heading of the public page."
        />
        <SpanishField
          name="organization.translations.es.fundName"
          english="organization.fundName"
          label="Fund name"
        />
        <SettingsField
          name="organization.teamShortName"
          label="Team short name"
          hint="Shown in the back office title, as in 'HOPE Admin'."
        />
        <SettingsField
          name="organization.taxExemptNumber"
          label="Tax-exempt number"
          hint="As the IRS writes it: 12-3456789."
        />
        <SettingsField name="organization.officeEmail" label="Office email" kind="email" />
        <SettingsField
          name="organization.mailingAddress"
          label="Mailing address"
          kind="textarea"
          hint="Where partners mail their checks."
          className="settings-wide"
        />
        <SettingsField
          name="organization.adminEmailDomain"
          label="Team email domain"
          hint="A team member may sign in with a bare username: 'maria' stands for maria@ this domain."
          className="settings-wide"
        />
      </div>
    </SettingsSection>
  );
}
