import { LEVEL_COUNT, newSettingsItems, type SettingsFormValues } from '@hope/domain/settings';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { listError } from './form-errors';
import { LevelCard } from './LevelCard';
import { SettingsSection } from './SettingsSection';

const LEVELS_ERROR_ID = 'settings-levels-error';

/**
 * The school's sponsorship levels (three to five), highest first as the public page shows them. Each has an
 * id that partner records keep, so it is typed only when the level is added; the school names it, prices it
 * and lists what it brings, with the kind and estimated value a receipt needs.
 */
export function LevelsSection() {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsorshipLevels' });
  const { errors } = useFormState<SettingsFormValues>({ name: 'sponsorshipLevels' });
  const message = listError(errors, 'sponsorshipLevels');
  const listErrorId = message ? LEVELS_ERROR_ID : undefined;
  return (
    <SettingsSection
      section="levels"
      intro={`Between ${LEVEL_COUNT.min} and ${LEVEL_COUNT.max} levels, highest first. Each benefit has a kind and an estimated value in dollars (0 when it has none): receipts state the deductible part of a sponsorship as its price less the value of its benefits.`}
    >
      {message && (
        <p id={LEVELS_ERROR_ID} className="settings-error settings-list-error">
          {message}
        </p>
      )}
      <div className="settings-levels">
        {fields.map((field, index) => (
          <LevelCard
            key={field.id}
            index={index}
            listErrorId={listErrorId}
            onRemove={fields.length > LEVEL_COUNT.min ? () => remove(index) : undefined}
          />
        ))}
      </div>
      <div className="settings-list-footer">
        <button
          type="button"
          className="button secondary settings-add-button"
          disabled={fields.length >= LEVEL_COUNT.max}
          onClick={() => append(newSettingsItems.level())}
        >
          Add a level
        </button>
      </div>
    </SettingsSection>
  );
}
