import {
  campaignToForm,
  newSettingsItems,
  nextSchoolYearCampaign,
  settingsLimits,
  type SettingsFormValues,
} from '@hope/domain/settings';
import { schoolTimeName } from '@hope/domain/time';
import { useSettings } from '#settings';
import { useFormContext } from 'react-hook-form';
import { FieldArrayList } from './FieldArrayList';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';

/**
 * Campaigns are school years: a gift belongs to the campaign whose dates in school time contain the day it was
 * made. The dashboard's campaign switcher lists them. The dates are in the saved zone (a new zone applies once
 * saved).
 */
export function CampaignsSection() {
  const { getValues, formState } = useFormContext<SettingsFormValues>();
  const savedIds = new Set((formState.defaultValues?.campaigns ?? []).map((campaign) => campaign?.id));
  const { time_zone: timeZone } = useSettings();
  return (
    <SettingsSection
      section="campaigns"
      intro={`Each school year is a campaign, named like 2026-27, with an id of lowercase letters, digits and hyphens and an optional goal. A gift counts in the campaign whose dates (${schoolTimeName(timeZone)}, both included) contain the day it was made; the dashboard shows the goal.`}
    >
      <FieldArrayList
        name="campaigns"
        title="Campaigns"
        noun="Campaign"
        labelOf={(campaign) => campaign.name}
        newItem={newSettingsItems.campaign}
        addLabel="Add a campaign"
        max={settingsLimits.campaigns}
        removalCost={(campaign) =>
          savedIds.has(campaign.id)
            ? `Gifts made during ${campaign.name || campaign.id} stay recorded, but once the settings are saved they count in no campaign: the dashboard's switcher and the public progress no longer show them.`
            : null
        }
        renderItem={(index, listErrorId) => (
          <div className="settings-row settings-row-campaign">
            <SettingsField name={`campaigns.${index}.name`} label="Name" />
            <SettingsField name={`campaigns.${index}.id`} label="Id" />
            <SettingsField name={`campaigns.${index}.goal`} label="Goal ($)" kind="amount" />
            <SettingsField
              name={`campaigns.${index}.start`}
              label="Start date"
              kind="date"
              listErrorId={listErrorId}
            />
            <SettingsField
              name={`campaigns.${index}.end`}
              label="End date"
              kind="date"
              listErrorId={listErrorId}
            />
          </div>
        )}
        extraActions={(append) => (
          <button
            type="button"
            className="button secondary settings-add-button"
            onClick={() =>
              append(campaignToForm(nextSchoolYearCampaign(timeZone, getValues('campaigns'), new Date())))
            }
          >
            Start next year&apos;s campaign
          </button>
        )}
      />
    </SettingsSection>
  );
}
