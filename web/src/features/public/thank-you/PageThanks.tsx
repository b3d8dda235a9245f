import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { useSettings } from '#settings';
import type { ReturningGift } from '../shared/returning-gift';
import { GiftReceipt } from './GiftReceipt';
import { TaxExemptLine } from './TaxExemptLine';
import { ManageGiftLine } from './ManageGiftLine';
import { ShareGivingPage } from './lazy-share';
import './thank-you.css';

interface Props {
  /** The student as the page names them ("Maya R."): never a surname. */
  name: string;
  /** The page's address, to share. */
  url: string;
  /** The page's progress with this gift counted. */
  progress: ReactNode;
  gift: ReturningGift | null;
  /** A monthly gift's signed link token, for its "Manage my monthly gift" link. */
  manage: string | null;
  /** Shows the page itself, this gift counted. */
  onSeePage: () => void;
}

/**
 * After a card payment through a student's page: thanks in the student's name, the page's new total, where the
 * receipt goes, and an invitation to share the page itself.
 */
export function PageThanks({ name, url, progress, gift, manage, onSeePage }: Props) {
  const { t } = useLingui();
  const { schoolName } = useSettings().organization;
  const page = {
    url,
    title: t`${name}’s page · ${schoolName}`,
    text: t`Support ${name} at school`,
    label: t`Share ${name}’s page`,
  };
  return (
    <section className="card thanks" aria-labelledby="thanks-title">
      <div className="thanks-mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="thanks-title">
        <Trans>Thank you for supporting {name}!</Trans>
      </h1>
      <p>
        <Trans>Your payment went through, and your gift counts for {name}&rsquo;s class.</Trans>
      </p>
      <div className="thanks-progress">{progress}</div>
      <GiftReceipt gift={gift} />
      {manage && <ManageGiftLine manage={manage} />}
      <TaxExemptLine />
      <div className="thanks-share">
        <p>
          <Trans>Know someone who would like to help {name} too? Share the page with them.</Trans>
        </p>
        <Suspense fallback={<div className="thanks-share-pending" />}>
          <ShareGivingPage page={page} />
        </Suspense>
      </div>
      <div className="thanks-actions">
        <button type="button" className="button" onClick={onSeePage}>
          <Trans>Back to {name}&rsquo;s page</Trans>
        </button>
      </div>
    </section>
  );
}
