import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { QrCode } from './QrCode';

interface Props {
  url: string;
  /** Whose page it is ("Maya R."), for the share sheet's title and the QR code's description. */
  name: string;
  title: string;
}

type Feedback = null | 'copied' | 'copy-failed';

/**
 * The page's link with the phone's own share sheet (Web Share API) and, where there is none or it fails, a
 * copy to the clipboard; then the QR code.
 */
export function ShareLink({ url, name, title }: Props) {
  const { t } = useLingui();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setFeedback('copied');
    } catch {
      setFeedback('copy-failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text: t`Support ${name} at school`, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  }

  return (
    <div className="pages-share">
      <label className="pages-share-link">
        <span>
          <Trans>Page link</Trans>
        </span>
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="pages-share-actions">
        {canShare && (
          <button type="button" className="button" onClick={() => void share()}>
            <Trans>Share</Trans>
          </button>
        )}
        <button type="button" className={`button${canShare ? ' secondary' : ''}`} onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </button>
      </div>
      <p className="muted pages-share-feedback" role="status">
        {feedback === 'copied' && t`Link copied. Paste it in a message or an email.`}
        {feedback === 'copy-failed' && t`Could not copy: select the link above and copy it.`}
      </p>
      <QrCode url={url} name={name} />
    </div>
  );
}
