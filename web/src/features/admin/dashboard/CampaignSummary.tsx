import { pledgedPercentOfGoal } from '@hope/domain/dashboard';
import { useCampaignScope } from '../data/campaign-selection';

interface Props {
  totalPledged: number;
  money: (value: number) => string;
}

/** Which campaign the figures cover, and its goal with the share pledged so far (when the school set one). */
export function CampaignSummary({ totalPledged, money }: Props) {
  const campaign = useCampaignScope()?.chosen;
  if (!campaign) return null;
  return (
    <p className="dashboard-campaign">
      <span>Campaign {campaign.name}</span>
      {campaign.goal !== null && (
        <span>
          Goal <strong className="dashboard-goal">{money(campaign.goal)}</strong> ·{' '}
          {pledgedPercentOfGoal(totalPledged, campaign.goal)}% pledged
        </span>
      )}
    </p>
  );
}
