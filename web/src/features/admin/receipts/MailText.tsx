import { useState } from 'react';
import { readMailText } from './receipts-gateway';

type Shown = { state: 'hidden' } | { state: 'loading' } | { state: 'shown'; text: string | null };

/**
 * An owner's or admin's look at a message as it was sent, read only when asked: the list itself shows the
 * status every member may see, and the text (which may hold a donor's manage link) is not loaded until then.
 */
export function MailText({ mailId }: { mailId: string }) {
  const [shown, setShown] = useState<Shown>({ state: 'hidden' });
  async function show() {
    setShown({ state: 'loading' });
    try {
      setShown({ state: 'shown', text: await readMailText(mailId) });
    } catch (error) {
      console.error('Reading the message failed', error);
      setShown({ state: 'shown', text: null });
    }
  }
  if (shown.state !== 'shown') {
    return (
      <button
        type="button"
        className="button link-button"
        disabled={shown.state === 'loading'}
        onClick={() => void show()}
      >
        {shown.state === 'loading' ? 'Loading...' : 'Show message'}
      </button>
    );
  }
  return (
    <div className="mail-text">
      {shown.text === null ? (
        <p className="muted">The message could not be read.</p>
      ) : (
        <pre role="region" aria-label="Message text" tabIndex={0}>
          {shown.text}
        </pre>
      )}
      <button type="button" className="button link-button" onClick={() => setShown({ state: 'hidden' })}>
        Hide message
      </button>
    </div>
  );
}
