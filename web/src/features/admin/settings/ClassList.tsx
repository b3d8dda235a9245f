import { newSettingsItems, settingsLimits } from '@hope/domain/settings';
import { FieldArrayList } from './FieldArrayList';
import { SettingsField } from './SettingsField';
import { SpanishField } from './SpanishField';

/** Where a list of classes is kept in the form: the school's, or one campaign's own. */
export type ClassListName = 'classes' | `campaigns.${number}.classes`;

/** One list of grade-and-teacher choices, each with its optional size and Spanish name. */
export function ClassList({ name, title }: { name: ClassListName; title: string }) {
  return (
    <FieldArrayList
      name={name}
      title={title}
      noun="Choice"
      labelOf={(choice) => choice.label}
      newItem={newSettingsItems.classChoice}
      addLabel="Add a choice"
      max={settingsLimits.classChoices}
      reorder
      renderItem={(index, listErrorId) => (
        <div className="settings-row settings-row-class">
          <SettingsField name={`${name}.${index}.label`} label="Grade & Teacher" listErrorId={listErrorId} />
          <SpanishField
            name={`${name}.${index}.translations.es.label`}
            english={`${name}.${index}.label`}
            label="Grade & Teacher"
          />
          <SettingsField name={`${name}.${index}.size`} label="Class size" kind="count" />
        </div>
      )}
    />
  );
}
