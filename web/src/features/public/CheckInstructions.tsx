import { schoolConfig } from '@hope/domain';

/** How to pay a pledge by check: said on the partner form and again on the thank-you step. */
export function CheckInstructions({ className }: { className?: string }) {
  return (
    <p className={className}>
      Make your check payable to <strong>{schoolConfig.organizationName}</strong>, write{' '}
      <strong>Community Partnership</strong> in the memo, and mail it to{' '}
      <strong>{schoolConfig.mailingAddress}</strong>.
    </p>
  );
}
