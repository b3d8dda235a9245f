import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { proofFor } from './shared/step-up/step-up';

/** The challenge the portal link was sent here with (`c`: base64url JSON), or null if it is not readable. */
function challengeOf(encoded: string | null): unknown {
  if (!encoded) return null;
  try {
    return JSON.parse(atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
  } catch {
    return null;
  }
}

/**
 * /manage-gift?t=<link token>&c=<challenge>: where a "Manage my monthly gift" link opened under abnormal load
 * lands. The browser solves the challenge unseen and opens the link again with its proof, in place of this
 * page (so Back does not resend a spent proof); the donor only sees a line while it works.
 */
export function ManageGiftScreen() {
  const { t } = useLingui();
  const [link] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return { token: query.get('t'), challenge: challengeOf(query.get('c')) };
  });
  const [failed, setFailed] = useState(!link.token || !link.challenge);
  useEffect(() => {
    const { token, challenge } = link;
    if (!token || !challenge) return;
    let cancelled = false;
    void proofFor(challenge)
      .catch(() => null)
      .then((proof) => {
        if (cancelled) return;
        if (!proof) return setFailed(true);
        const link = `/api/portal?t=${encodeURIComponent(token)}&proof=${encodeURIComponent(proof)}`;
        window.location.replace(link);
      });
    return () => {
      cancelled = true;
    };
  }, [link]);
  return (
    <main className="page narrow">
      <h1>{t`Manage my monthly gift`}</h1>
      <p role="status">
        {failed ? (
          <Trans>This link could not be opened. Please open it again from your receipt.</Trans>
        ) : (
          <Trans>Opening your monthly gift…</Trans>
        )}
      </p>
    </main>
  );
}
