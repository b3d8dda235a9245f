import { Trans } from '@lingui/react/macro';
import { useSettings } from '#settings';

/** The organization's tax-exempt number, which a giver keeps with the receipt. */
export function TaxExemptLine() {
  const { organizationName, taxExemptNumber } = useSettings().organization;
  return (
    <p className="muted">
      <Trans>
        {organizationName} tax-exempt number: <strong>{taxExemptNumber}</strong>
      </Trans>
    </p>
  );
}
