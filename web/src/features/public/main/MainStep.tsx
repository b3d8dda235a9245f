import { Trans, useLingui } from '@lingui/react/macro';
import { formatWholeDollars } from '@hope/domain/money';
import { Suspense, useState } from 'react';
import { useSettings } from '#settings';
import { BudgetDialog, preloadBudgetDialog } from '../budget';
import { MakePageLink } from '../shared/MakePageLink';
import type { GivingChoice } from './preload';
import { CampaignProgress } from './CampaignProgress';
import { ChoiceButton } from './ChoiceButton';
import { WaysToGive } from './WaysToGive';
import '../shared/hero.css';
import './main.css';

/**
 * The first step. The spec's main step comes first, so that on a phone the two ways in are on the first
 * screen: the school, the fund, the thanks, Learn More, then Donate and Community Partner. The campaign's
 * progress and classes, the ask and the ways to give follow.
 */
export function MainStep({ onChoose }: { onChoose: (choice: GivingChoice) => void }) {
  const { organization, giving } = useSettings();
  const { t } = useLingui();
  const [budgetOpen, setBudgetOpen] = useState(false);
  const [budgetWanted, setBudgetWanted] = useState(false);

  return (
    <div className="main-step">
      <section className="main-hero" aria-labelledby="fund-title">
        <p className="main-school">{organization.schoolName}</p>
        <h1 id="fund-title">{organization.fundName}</h1>
        <p className="main-thanks">
          <Trans>
            Thank you for supporting our students! Your gift pays for the programs and people that make our
            school a great place to learn.
          </Trans>
        </p>
        <button
          type="button"
          className="button secondary main-learn-more"
          onPointerEnter={preloadBudgetDialog}
          onFocus={preloadBudgetDialog}
          onClick={() => {
            setBudgetWanted(true);
            setBudgetOpen(true);
          }}
        >
          <Trans>Learn More</Trans>
        </button>
      </section>

      <section aria-labelledby="choose-title">
        <h2 id="choose-title">
          <Trans>How would you like to give?</Trans>
        </h2>
        <div className="main-choices">
          <ChoiceButton
            choice="donate"
            title={t`Donate`}
            detail={t`One-time or monthly contribution`}
            onChoose={onChoose}
          />
          <ChoiceButton
            choice="community-partner"
            title={t`Community Partner`}
            detail={t`Corporate sponsorship`}
            onChoose={onChoose}
          />
        </div>
        <MakePageLink
          lead={t`Family and friends who want to give in your child's name? Share a page with them.`}
        />
      </section>

      <CampaignProgress />

      <section className="card main-ask" aria-labelledby="ask-title">
        <h2 id="ask-title">
          <Trans>Our ask</Trans>
        </h2>
        <div className="main-figures">
          <p className="main-figure">
            <strong>{formatWholeDollars(giving.suggestedGift)}</strong>
            <span>
              <Trans>per family is our ask, and any amount is welcome</Trans>
            </span>
          </p>
          <p className="main-figure">
            <strong>~{formatWholeDollars(giving.costPerChild)}</strong>
            <span>
              <Trans>is the real cost of each child&rsquo;s programs this year</Trans>
            </span>
          </p>
        </div>
        <p className="muted main-tax">
          <Trans>
            {organization.organizationName} is a recognised non-profit: your gift is tax-deductible to the
            extent allowed by law.
          </Trans>
        </p>
      </section>

      <WaysToGive />

      {budgetWanted && (
        <Suspense fallback={null}>
          <BudgetDialog open={budgetOpen} onOpenChange={setBudgetOpen} />
        </Suspense>
      )}
    </div>
  );
}
