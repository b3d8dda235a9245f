import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A gift through a student's page: whom it is for, named as the page names them. */
export interface PageGift {
  code: string;
  /** "Maya R." */
  name: string;
  gradeTeacher: string;
  /** The page's figures as the giver sees them, so the page's thank-you can count the gift at once. */
  raised: number;
  gifts: number;
}

/** Replaces the students card on a gift through a page: the student is known, the giver chooses what the family learns. */
export function PageGiftCard({
  gift,
  share,
}: {
  gift: PageGift;
  share: UseFormRegisterReturn<'shareWithFamily'>;
}) {
  const { name, gradeTeacher } = gift;
  return (
    <section className="give-card" aria-labelledby="page-gift-title">
      <h2 id="page-gift-title" className="give-card-title">
        <Trans>
          For {name} · {gradeTeacher}
        </Trans>
      </h2>
      <div>
        <label className="give-check">
          <input type="checkbox" aria-describedby="page-gift-share-detail" {...share} />
          <span>
            <Trans>Let the family see my name and amount</Trans>
          </span>
        </label>
        <p id="page-gift-share-detail" className="give-check-detail page-gift-detail">
          <Trans>Otherwise the family only hears that someone gave.</Trans>
        </p>
      </div>
    </section>
  );
}
