import { Trans } from '@lingui/react/macro';
import { useSettings } from '#settings';

/** How to pay a pledge by check: said on the partner form and again on the thank-you step. */
export function CheckInstructions({ className }: { className?: string }) {
  const { organizationName, mailingAddress } = useSettings().organization;
  return (
    <p className={className}>
      <Trans>
        Make your check payable to <strong>{organizationName}</strong>, write{' '}
        <strong>Community Partnership</strong> in the memo, and mail it to <strong>{mailingAddress}</strong>.
      </Trans>
    </p>
  );
}
