import { Trans } from '@lingui/react/macro';
/** The back arrow of the giving forms: returns to the page's first step. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="give-back" onClick={onBack}>
      <span aria-hidden="true">←</span> <Trans>Back</Trans>
    </button>
  );
}
