import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { DonateForm } from './donate';
import { MainStep } from './main';
import { PublicShell } from './shared/PublicShell';
import { SponsorForm } from './sponsor';
import { ThankYouStep } from './thank-you/ThankYouStep';
import { usePublicSteps, useStepArrival } from './usePublicSteps';

/** The public giving page: steps main, donation (donate or community partner form) and thank-you. */
export function PublicPage() {
  const { step, choose, backToMain, checkPledged, startOver } = usePublicSteps();
  const stepRef = useStepArrival(step);

  return (
    <PublicShell>
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
          <ThankYouStep
            check={step.check}
            manage={step.manage ?? null}
            gift={step.gift ?? null}
            onStartOver={startOver}
          />
        )}
      </div>
    </PublicShell>
  );
}
