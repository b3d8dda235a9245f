import { Trans } from '@lingui/react/macro';

/** A monthly gift's way to its portal (its signed link token): update the card or stop. */
export function ManageGiftLine({ manage }: { manage: string }) {
  return (
    <p>
      <Trans>
        You can update your card or stop your monthly gift at any time:{' '}
        <a href={`/api/portal?t=${encodeURIComponent(manage)}`}>Manage my monthly gift</a>. The same link is
        in your receipts.
      </Trans>
    </p>
  );
}
