import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { formatCurrency } from '@hope/domain/money';
import { bankOffered } from '@hope/domain/public';
import { findLevel, type LevelId } from '@hope/domain/settings';
import { useSettings } from '#settings';

/** What the company is about to sponsor, in one glance, before it chooses how to pay. */
export function PartnershipSummary({ level, companyName }: { level: LevelId | null; companyName: string }) {
  const settings = useSettings();
  const { t } = useLingui();
  const { maxMonths } = appConfig.limits;
  if (!level) {
    return (
      <p className="give-hint">
        <Trans>Choose a partnership level above to see your summary.</Trans>
      </p>
    );
  }
  const chosen = findLevel(settings, level);
  return (
    <>
      <dl className="sponsor-summary">
        <div>
          <dt>
            <Trans>Partner</Trans>
          </dt>
          <dd>{companyName.trim() || t`Your company`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Level</Trans>
          </dt>
          <dd>
            <Trans>{chosen.name} Community Partner</Trans>
          </dd>
        </div>
        <div className="sponsor-summary-total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatCurrency(chosen.price)}</dd>
        </div>
      </dl>
      <p className="give-hint">
        {bankOffered(settings, { kind: 'sponsorship' }) ? (
          <Trans>
            Pay it all now or in up to {maxMonths} monthly payments, by card or from a bank account, or by
            check.
          </Trans>
        ) : (
          <Trans>Pay it all now by card, in up to {maxMonths} monthly card payments, or by check.</Trans>
        )}
      </p>
    </>
  );
}
