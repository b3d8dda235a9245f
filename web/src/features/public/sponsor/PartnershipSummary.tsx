import { appConfig } from '@hope/domain/config';
import { formatCurrency } from '@hope/domain/money';
import { findLevel, type LevelId } from '@hope/domain/settings';
import { useSettings } from '#settings';

/** What the company is about to sponsor, in one glance, before it chooses how to pay. */
export function PartnershipSummary({ level, companyName }: { level: LevelId | null; companyName: string }) {
  const settings = useSettings();
  if (!level) {
    return <p className="give-hint">Choose a partnership level above to see your summary.</p>;
  }
  const chosen = findLevel(settings, level);
  return (
    <>
      <dl className="sponsor-summary">
        <div>
          <dt>Partner</dt>
          <dd>{companyName.trim() || 'Your company'}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{chosen.name} Community Partner</dd>
        </div>
        <div className="sponsor-summary-total">
          <dt>Total</dt>
          <dd>{formatCurrency(chosen.price)}</dd>
        </div>
      </dl>
      <p className="give-hint">
        Pay it all now by card, in up to {appConfig.limits.maxMonths} monthly card payments, or by check.
      </p>
    </>
  );
}
