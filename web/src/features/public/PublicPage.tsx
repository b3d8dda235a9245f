import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSettings } from '#settings';
import { LanguageSwitch } from '../../i18n';
import { DonateForm, SponsorForm } from './lazy-parts';
import { MainStep } from './main/MainStep';
import { ThankYouStep } from './thank-you/ThankYouStep';
import { usePublicSteps, useStepArrival } from './usePublicSteps';
import './public.css';

/** The public giving page: steps main, donation (donate or community partner form) and thank-you. */
export function PublicPage() {
  const { step, choose, backToMain, checkPledged, startOver } = usePublicSteps();
  const stepRef = useStepArrival(step);
  const { organization } = useSettings();

  return (
    <div className="public">
      <header className="public-header">
        <div className="public-header-inner">
          <span className="public-mark" aria-hidden="true">
            {organization.teamShortName}
          </span>
          <span className="public-org">{organization.organizationName}</span>
          <LanguageSwitch />
        </div>
      </header>
      <main className="page public-main">
        <div ref={stepRef} tabIndex={-1} className="public-step">
          {step.step === 'main' && <MainStep onChoose={choose} />}
          {step.step === 'donation' && (
            <Suspense
              fallback={
                <p className="muted">
                  <Trans>Loading…</Trans>
                </p>
              }
            >
              {step.choice === 'donate' ? (
                <DonateForm onBack={backToMain} />
              ) : (
                <SponsorForm onBack={backToMain} onCheckPledged={checkPledged} />
              )}
            </Suspense>
          )}
          {step.step === 'thankyou' && (
            <ThankYouStep check={step.check} manage={step.manage ?? null} onStartOver={startOver} />
          )}
        </div>
      </main>
      <footer className="public-footer">
        <p>
          <Trans>
            {organization.organizationName} · Tax-exempt number {organization.taxExemptNumber}
          </Trans>
        </p>
      </footer>
    </div>
  );
}
