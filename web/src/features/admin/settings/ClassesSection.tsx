import { newSettingsItems, settingsLimits } from '@hope/domain/settings';
import { FieldArrayList } from './FieldArrayList';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/** The grade-and-teacher choices of the student forms, in the order they are listed. */
export function ClassesSection() {
  return (
    <SettingsSection
      section="classes"
      intro="The Grade & Teacher choices families pick from, in this order; a class size is optional. Gifts already recorded keep the text they were given."
    >
      <FieldArrayList
        name="classes"
        title="Grade & Teacher choices"
        noun="Choice"
        labelOf={(choice) => choice.label}
        newItem={newSettingsItems.classChoice}
        addLabel="Add a choice"
        max={settingsLimits.classChoices}
        reorder
        renderItem={(index, listErrorId) => (
          <div className="settings-row settings-row-class">
            <SettingsField
              name={`classes.${index}.label`}
              label="Grade & Teacher"
              listErrorId={listErrorId}
            />
            <SettingsField name={`classes.${index}.size`} label="Class size" kind="count" />
          </div>
        )}
      />
    </SettingsSection>
  );
}
