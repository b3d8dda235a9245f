import type { SettingsFormValues } from '@hope/domain/settings';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BenefitsList } from './BenefitsList';
import { LevelRemoval } from './LevelRemoval';
import { SettingsField } from './SettingsField';
import { SpanishField } from './SpanishField';

interface LevelCardProps {
  index: number;
  listErrorId: string | undefined;
  /** Absent while the school has the fewest levels it may have. */
  onRemove: (() => void) | undefined;
}

const savedLevelTitle = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)} level`;

/**
 * One sponsorship level: its id (typed only while the level is new), name, price and benefits. Removing a
 * saved level asks first: partner records may be at it.
 */
export function LevelCard({ index, listErrorId, onRemove }: LevelCardProps) {
  const path = `sponsorshipLevels.${index}` as const;
  const { control, getValues } = useFormContext<SettingsFormValues>();
  const [id, idEditable] = useWatch({ control, name: [`${path}.id`, `${path}.idEditable`] });
  const [confirming, setConfirming] = useState(false);
  const title = idEditable ? `New level ${index + 1}` : savedLevelTitle(id);
  const headingId = `settings-level-${index}`;

  return (
    <div role="group" aria-labelledby={headingId} className="settings-level">
      <div className="settings-level-header">
        <h3 id={headingId}>{title}</h3>
        {!idEditable && <span className="settings-level-id">id: {id}</span>}
        {onRemove && !confirming && (
          <button
            type="button"
            className="button secondary settings-level-remove"
            onClick={() => (idEditable ? onRemove() : setConfirming(true))}
          >
            Remove {title.toLowerCase()}
          </button>
        )}
      </div>
      {confirming && onRemove && (
        <LevelRemoval
          levelId={id}
          levelName={getValues(`${path}.name`)}
          onRemove={onRemove}
          onKeep={() => setConfirming(false)}
        />
      )}
      <div className="settings-row settings-row-level">
        <SettingsField name={`${path}.name`} label="Name" listErrorId={listErrorId} />
        <SpanishField name={`${path}.translations.es.name`} english={`${path}.name`} label="Name" />
        <SettingsField name={`${path}.price`} label="Price ($)" kind="amount" />
        {idEditable && (
          <SettingsField
            name={`${path}.id`}
            label="Id"
            hint="Blank makes one from the name. Partner records keep it: it cannot change once saved."
            listErrorId={listErrorId}
          />
        )}
      </div>
      <h4 className="settings-subheading">Benefits</h4>
      <BenefitsList levelIndex={index} levelTitle={title} />
    </div>
  );
}
