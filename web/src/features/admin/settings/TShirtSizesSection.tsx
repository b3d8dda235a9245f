import { newSettingsItems, settingsLimits } from '@hope/domain/settings';
import { FieldArrayList } from './FieldArrayList';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/** The T-shirt sizes the student forms offer, in this order. */
export function TShirtSizesSection() {
  return (
    <SettingsSection section="tShirtSizes">
      <FieldArrayList
        name="tShirtSizes"
        title="T-shirt sizes"
        noun="Size"
        labelOf={(size) => size.value}
        newItem={newSettingsItems.tShirtSize}
        addLabel="Add a size"
        max={settingsLimits.tShirtSizes}
        reorder
        compact
        renderItem={(index, listErrorId) => (
          <SettingsField name={`tShirtSizes.${index}.value`} label="Size" listErrorId={listErrorId} />
        )}
      />
    </SettingsSection>
  );
}
