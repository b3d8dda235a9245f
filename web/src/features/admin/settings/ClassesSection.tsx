import { classListOwner, classChoiceToForm, type SettingsFormValues } from '@hope/domain/settings';
import { formatDayKey } from '@hope/domain/time';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSettings } from '#settings';
import { ClassList, type ClassListName } from './ClassList';
import { RosterImport } from './RosterImport';
import { SettingsSection } from './SettingsSection';

const SCHOOL = 'school';

/**
 * The grade-and-teacher choices of the student forms: the school's list, and next year's prepared ahead as a
 * campaign's own list, which families pick from once that campaign has started.
 */
export function ClassesSection() {
  const selectId = useId();
  const { setValue, getValues } = useFormContext<SettingsFormValues>();
  const campaigns = useWatch<SettingsFormValues, 'campaigns'>({ name: 'campaigns' }) ?? [];
  const [shown, setShown] = useState<string>(SCHOOL);
  const index = shown === SCHOOL ? -1 : Number(shown);
  const campaign = index >= 0 ? campaigns[index] : undefined;
  // A campaign removed while its list was shown: back to the school's.
  const listName: ClassListName = campaign ? `campaigns.${index}.classes` : 'classes';
  const campaignName = campaign ? campaign.name.trim() || `Campaign ${index + 1}` : '';

  function fill(list: ClassListName, classes: SettingsFormValues['classes']) {
    setValue(list, classes, { shouldDirty: true, shouldValidate: false });
  }

  return (
    <SettingsSection
      section="classes"
      intro="The Grade & Teacher choices families pick from, in this order; a class size is optional. Gifts already recorded keep the text they were given. Prepare next year's classes on its campaign: families see them from its start date."
    >
      <InUse />
      <div className="settings-field settings-class-lists">
        <label htmlFor={selectId}>Classes of</label>
        <select id={selectId} value={campaign ? shown : SCHOOL} onChange={(e) => setShown(e.target.value)}>
          <option value={SCHOOL}>The school (every campaign without its own)</option>
          {campaigns.map((each, position) => (
            <option key={position} value={String(position)}>
              {`${each.name.trim() || `Campaign ${position + 1}`}${each.start ? ` (from ${formatDayKey(each.start)})` : ''}${each.classes.length ? '' : ': uses the school’s'}`}
            </option>
          ))}
        </select>
      </div>
      {campaign && campaign.classes.length === 0 ? (
        <div className="settings-own-classes">
          <p className="settings-note">
            {campaignName} uses the school&apos;s classes. Give it its own to prepare its year without
            changing today&apos;s form.
          </p>
          <button
            type="button"
            className="button secondary settings-add-button"
            onClick={() =>
              fill(
                listName,
                getValues('classes').map((choice) => ({ ...choice })),
              )
            }
          >
            Give {campaignName} its own classes
          </button>
        </div>
      ) : (
        <ClassList
          key={listName}
          name={listName}
          title={campaign ? `Grade & Teacher choices of ${campaignName}` : 'Grade & Teacher choices'}
        />
      )}
      {/* One importer for whichever list is shown, so its message stays once a campaign's list appears. */}
      <RosterImport
        key={`roster-${listName}`}
        onImport={(classes) => fill(listName, classes.map(classChoiceToForm))}
      >
        {campaign && campaign.classes.length > 0 && (
          <button
            type="button"
            className="button secondary settings-add-button"
            onClick={() => fill(listName, [])}
          >
            Use the school&apos;s classes for {campaignName}
          </button>
        )}
      </RosterImport>
    </SettingsSection>
  );
}

/** Which list families pick from today, as saved. */
function InUse() {
  const saved = useSettings();
  const owner = classListOwner(saved, new Date());
  return (
    <p className="settings-note" role="note">
      {owner
        ? `Families choose from ${owner.name}'s classes (since ${formatDayKey(owner.start)}).`
        : "Families choose from the school's classes."}
    </p>
  );
}
