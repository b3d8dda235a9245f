import { Trans, useLingui } from '@lingui/react/macro';
import { unitCount, unitWord, type PledgeView } from '@hope/domain/drives';
import { formatCurrency } from '@hope/domain/money';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { formMessage, pageLanguage } from '../../../i18n';
import { PublicShell } from '../shared/PublicShell';
import { ApiError } from '../shared/public-api';
import { MainPageLink } from './MainPageLink';
import { PledgeChange } from './PledgeChange';
import { pledgeLink, pledgeLinkFromHash } from './pledge-api';
import '../shared/hero.css';
import '../shared/give.css';
import './pages.css';

type State =
  | { state: 'loading' }
  | { state: 'wrong-key' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; pledge: PledgeView };

/**
 * /s/<code>/pledge#id=...&key=...: a relative's pledge from its mail. Before the results they change its
 * amounts or cancel it; after a refused card they pay the amount with another card on Stripe's page.
 */
export function PledgeLinkScreen() {
  const link = pledgeLinkFromHash(useLocation().hash);
  const { t } = useLingui();
  const [current, setCurrent] = useState<State>(link.key ? { state: 'loading' } : { state: 'wrong-key' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!link.key) return;
    pledgeLink<{ pledge: PledgeView }>(link, { op: 'read' }).then(
      ({ pledge }) => setCurrent({ state: 'ready', pledge }),
      (caught: unknown) =>
        setCurrent(
          caught instanceof ApiError && caught.status === 403
            ? { state: 'wrong-key' }
            : { state: 'failed', message: caught instanceof Error ? caught.message : String(caught) },
        ),
    );
    // The link is read once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function act(request: Parameters<typeof pledgeLink>[1]) {
    setBusy(true);
    setError(null);
    try {
      const answer = await pledgeLink<{ pledge: PledgeView } | { url: string }>(link, request);
      if ('url' in answer) window.location.assign(answer.url);
      else setCurrent({ state: 'ready', pledge: answer.pledge });
    } catch (caught) {
      setError(
        caught instanceof Error ? formMessage(caught.message) : t`Something went wrong. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  }

  let content;
  if (current.state === 'loading')
    content = (
      <p className="muted">
        <Trans>Loading…</Trans>
      </p>
    );
  else if (current.state !== 'ready')
    content = (
      <section className="card pages-unavailable" aria-labelledby="pledge-title">
        <h1 id="pledge-title">
          {current.state === 'wrong-key'
            ? t`This link does not open this pledge`
            : t`The pledge could not be opened`}
        </h1>
        <p role={current.state === 'failed' ? 'alert' : undefined}>
          {current.state === 'failed'
            ? formMessage(current.message)
            : t`Please use the whole link from the email we sent about your pledge.`}
        </p>
        <MainPageLink className="button">
          <Trans>Go to the main page</Trans>
        </MainPageLink>
      </section>
    );
  else {
    const { pledge } = current;
    const language = pageLanguage();
    const drive = { unit: pledge.drive.unit, unit_es: pledge.drive.unit_es };
    const one = unitWord(drive, 1, language);
    const rate = formatCurrency(pledge.rate);
    const amount = pledge.amount === null ? '' : formatCurrency(pledge.amount);
    const units = pledge.units === null ? '' : unitCount(drive, pledge.units, language);
    content = (
      <section className="card pages-card" aria-labelledby="pledge-title">
        <h1 id="pledge-title">
          <Trans>Your pledge for {pledge.drive.name}</Trans>
        </h1>
        <p>
          {pledge.most === null
            ? t`${rate} per ${one}.`
            : t`${rate} per ${one}, at most ${formatCurrency(pledge.most)} in all.`}
        </p>
        {pledge.status === 'saved' && pledge.units === null && (
          <PledgeChange pledge={pledge} busy={busy} onChange={(request) => void act(request)} />
        )}
        {pledge.status === 'saved' && pledge.units !== null && (
          <p>{t`The results are in: ${units}. Your card is charged ${amount} shortly.`}</p>
        )}
        {pledge.status === 'charged' && <p>{t`Charged ${amount} for ${units}. Thank you!`}</p>}
        {pledge.status === 'zero' && <p>{t`The count was zero, so nothing was charged. Thank you!`}</p>}
        {pledge.status === 'cancelled' && <p>{t`This pledge is cancelled. Nothing will be charged.`}</p>}
        {pledge.status === 'failed' && (
          <>
            <p>{t`The results are in: ${units}, so your pledge comes to ${amount}. Your card could not be charged.`}</p>
            <button
              type="button"
              className="button give-submit"
              disabled={busy}
              onClick={() => void act({ op: 'pay' })}
            >
              {t`Pay ${amount} with another card`}
            </button>
          </>
        )}
        {error && (
          <p className="give-notice error" role="alert">
            {error}
          </p>
        )}
      </section>
    );
  }
  return (
    <PublicShell>
      <div className="main-step">{content}</div>
    </PublicShell>
  );
}
