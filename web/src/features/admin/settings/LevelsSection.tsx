import { partnerLevelSchema, type PartnerLevel, type SettingsFormValues } from '@hope/domain/settings';
import { useFormState, useWatch } from 'react-hook-form';
import { BenefitsList } from './BenefitsList';
import { listError } from './form-errors';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

const LEVELS_ERROR_ID = 'settings-levels-error';

/** The four levels' ids, watched alone: typing in a level does not redraw all four. */
const LEVEL_ID_PATHS = partnerLevelSchema.options.map((_, index) => `sponsorshipLevels.${index}.id` as const);

const levelTitle = (id: PartnerLevel) => `${id.charAt(0).toUpperCase()}${id.slice(1)} level`;

/**
 * The four sponsorship levels, highest first. Their ids stay (records and filters use them); the school names
 * them, prices them and lists what each brings, with the kind and estimated value a receipt needs.
 */
export function LevelsSection() {
  const { errors } = useFormState<SettingsFormValues>({ name: 'sponsorshipLevels' });
  const ids = useWatch<SettingsFormValues, typeof LEVEL_ID_PATHS>({ name: LEVEL_ID_PATHS });
  const message = listError(errors, 'sponsorshipLevels');
  const listErrorId = message ? LEVELS_ERROR_ID : undefined;
  return (
    <SettingsSection
      title="Sponsorship levels"
      intro="Each benefit has a kind and an estimated value in dollars (0 when it has none): receipts state the deductible part of a sponsorship as its price less the value of its benefits."
    >
      {message && (
        <p id={LEVELS_ERROR_ID} className="settings-error settings-list-error">
          {message}
        </p>
      )}
      <div className="settings-levels">
        {ids.map((id, index) => (
          <div key={id} role="group" aria-labelledby={`settings-level-${id}`} className="settings-level">
            <div className="settings-level-header">
              <h3 id={`settings-level-${id}`}>{levelTitle(id)}</h3>
              <span className="settings-level-id">id: {id}</span>
            </div>
            <div className="settings-row settings-row-level">
              <SettingsField
                name={`sponsorshipLevels.${index}.name`}
                label="Name"
                listErrorId={listErrorId}
              />
              <SettingsField name={`sponsorshipLevels.${index}.price`} label="Price ($)" kind="amount" />
            </div>
            <h4 className="settings-subheading">Benefits</h4>
            <BenefitsList levelIndex={index} levelTitle={levelTitle(id)} />
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}
