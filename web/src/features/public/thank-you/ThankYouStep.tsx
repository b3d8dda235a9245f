import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSettings } from '#settings';
import { CheckInstructions } from '../shared/CheckInstructions';
import { MakePageLink } from '../shared/MakePageLink';
import type { ReturningGift } from '../shared/returning-gift';
import { GiftReceipt } from './GiftReceipt';
import { TaxExemptLine } from './TaxExemptLine';
import { ManageGiftLine } from './ManageGiftLine';
import { ShareGivingPage } from './lazy-share';
import './thank-you.css';

interface Props {
  check: boolean;
  /** A monthly gift's signed link token: the donor can open Stripe's portal to update the card or stop. */
  manage: string | null;
  /** What was paid and where its receipt goes, when the form kept it before the hosted checkout. */
  gift: ReturningGift | null;
  onStartOver: () => void;
}

/**
 * The last step: after a check pledge it repeats how to send the check; after a card payment it confirms the
 * gift and where its receipt goes. Either way it offers to share the giving page.
 */
export function ThankYouStep({ check, manage, gift, onStartOver }: Props) {
  const { organization } = useSettings();
  const { t } = useLingui();
  const { schoolName } = organization;
  return (
    <section className="card thanks" aria-labelledby="thanks-title">
      <div className={`thanks-mark ${check ? 'is-check' : ''}`} aria-hidden="true">
        {check ? '✉' : '✓'}
      </div>
      <h1 id="thanks-title">{check ? t`Thank you!` : t`Payment Successful!`}</h1>
      {check ? (
        <>
          <p>
            <Trans>Your partnership pledge is recorded. Here is how to send your check:</Trans>
          </p>
          <CheckInstructions className="thanks-check" />
        </>
      ) : (
        <>
          <p>
            <Trans>Your payment went through. Thank you for supporting {schoolName}!</Trans>
          </p>
          <GiftReceipt gift={gift} />
        </>
      )}
      {manage && <ManageGiftLine manage={manage} />}
      <TaxExemptLine />
      <div className="thanks-share">
        <p>
          <Trans>Know someone who would like to help? Share the giving page with them.</Trans>
        </p>
        <Suspense fallback={<div className="thanks-share-pending" />}>
          <ShareGivingPage />
        </Suspense>
      </div>
      <div className="thanks-actions">
        <MakePageLink />
        <button type="button" className="button" onClick={onStartOver}>
          <Trans>Start Over</Trans>
        </button>
      </div>
    </section>
  );
}
