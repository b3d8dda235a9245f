import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';
import { SpanishField } from './SpanishField';

/** The words of every receipt and statement that are the school's to choose (the facts come from the records). */
export function ReceiptsSection() {
  return (
    <SettingsSection
      section="receipts"
      intro="Receipts print the organization's name, tax-exempt number and address above, with these texts."
    >
      <div className="settings-grid">
        <SettingsField
          name="receipts.noGoodsStatement"
          label="Statement for gifts with nothing in return"
          kind="textarea"
          className="settings-wide"
        />
        <SpanishField
          name="receipts.translations.es.noGoodsStatement"
          english="receipts.noGoodsStatement"
          label="Statement for gifts with nothing in return"
          kind="textarea"
          className="settings-wide"
        />
        <SettingsField
          name="receipts.tShirtStatement"
          label="Statement for gifts of $1,000 or more with a student T-shirt"
          kind="textarea"
          hint="Say that the T-shirt is of insubstantial value, if your advisor agrees."
          className="settings-wide"
        />
        <SpanishField
          name="receipts.translations.es.tShirtStatement"
          english="receipts.tShirtStatement"
          label="Statement for gifts of $1,000 or more with a student T-shirt"
          kind="textarea"
          className="settings-wide"
        />
        <SettingsField
          name="receipts.thankYou"
          label="Thank-you line"
          kind="textarea"
          className="settings-wide"
        />
        <SpanishField
          name="receipts.translations.es.thankYou"
          english="receipts.thankYou"
          label="Thank-you line"
          kind="textarea"
          className="settings-wide"
        />
        <SettingsField name="receipts.signerName" label="Signed by (name)" hint="Optional." />
        <SettingsField name="receipts.signerTitle" label="Signer's title" hint="Optional, e.g. Treasurer." />
        <SpanishField
          name="receipts.translations.es.signerTitle"
          english="receipts.signerTitle"
          label="Signer's title"
          className="settings-second-column"
        />
      </div>
    </SettingsSection>
  );
}
