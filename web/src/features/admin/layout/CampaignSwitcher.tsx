import { campaignSelection, useCampaignScope } from '../data/campaign-selection';

const SELECT_ID = 'admin-campaign';

/**
 * The campaign every screen covers (dashboard, lists, classes, exports), newest first; the current one is
 * the default. Hidden while the school has no campaigns: then every record is shown and there is no choice.
 */
export function CampaignSwitcher() {
  const scope = useCampaignScope();
  if (!scope?.chosen) return null;
  return (
    // A labelled region: the switcher sits between the top bar and the navigation, outside both landmarks.
    <section className="admin-campaign" aria-label="Campaign">
      <label htmlFor={SELECT_ID}>Campaign</label>
      <select
        id={SELECT_ID}
        value={scope.chosen.id}
        onChange={(event) => campaignSelection.choose(event.target.value)}
      >
        {scope.campaigns.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.id === scope.current?.id ? `${campaign.name} (current)` : campaign.name}
          </option>
        ))}
      </select>
    </section>
  );
}
