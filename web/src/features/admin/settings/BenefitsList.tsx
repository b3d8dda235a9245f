import {
  benefitKindLabels,
  benefitKindSchema,
  newSettingsItems,
  settingsLimits,
} from '@hope/domain/settings';
import { BenefitValueWarning } from './BenefitValueWarning';
import { FieldArrayList } from './FieldArrayList';
import { SettingsField } from './SettingsField';
import { SpanishField } from './SpanishField';

const kindOptions = benefitKindSchema.options.map((kind) => ({
  value: kind,
  label: benefitKindLabels[kind],
}));

/** What one sponsorship level brings: each benefit's words, its kind, how many and its estimated value. */
export function BenefitsList({ levelIndex, levelTitle }: { levelIndex: number; levelTitle: string }) {
  const name = `sponsorshipLevels.${levelIndex}.benefits` as const;
  return (
    <FieldArrayList
      name={name}
      title={`Benefits of the ${levelTitle.toLowerCase()}`}
      noun="Benefit"
      labelOf={(benefit) => benefit.text}
      newItem={newSettingsItems.benefit}
      addLabel="Add a benefit"
      max={settingsLimits.benefitsPerLevel}
      reorder
      renderItem={(index) => (
        <>
          <div className="settings-row settings-row-benefit">
            <SettingsField name={`${name}.${index}.text`} label="Benefit" />
            <SpanishField
              name={`${name}.${index}.translations.es.text`}
              english={`${name}.${index}.text`}
              label="Benefit"
            />
            <SettingsField name={`${name}.${index}.kind`} label="Kind" options={kindOptions} />
            <SettingsField name={`${name}.${index}.quantity`} label="How many" kind="amount" />
            <SettingsField name={`${name}.${index}.value`} label="Value ($)" kind="amount" />
          </div>
          <BenefitValueWarning name={`${name}.${index}`} />
        </>
      )}
    />
  );
}
