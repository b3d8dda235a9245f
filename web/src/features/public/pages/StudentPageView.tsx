import { Trans, useLingui } from '@lingui/react/macro';
import { childName } from './child-name';
import { type PublicStudentPage } from '@hope/domain/pages';
import { useScreenTitle, useSettings } from '#settings';
import { preloadDonateForm } from '../donate';
import { pageUrl } from './page-read';
import { PageProgress } from './PageProgress';
import { ShareLink } from './ShareLink';
import { DriveCard } from './DriveCard';

/** A student's page as family and friends see it: name, class, progress, the family's message, Give. */
export function StudentPageView({
  page,
  onGive,
  onPledge,
}: {
  page: PublicStudentPage;
  onGive: () => void;
  onPledge: () => void;
}) {
  const { organization } = useSettings();
  const { t } = useLingui();
  const name = childName(page);
  const { schoolName, fundName } = organization;
  const title = t`${name}’s page · ${schoolName}`;
  useScreenTitle(title);
  return (
    <div className="main-step pages-view">
      <section className="main-hero" aria-labelledby="student-title">
        <p className="main-school">{organization.schoolName}</p>
        <h1 id="student-title">
          <Trans>Support {name}</Trans>
        </h1>
        <p className="main-thanks">{page.gradeTeacher}</p>
      </section>
      <section className="card pages-card" aria-label={t`${name}’s progress`}>
        <PageProgress page={page} />
        {page.message && (
          <blockquote className="pages-message">
            <p>{page.message}</p>
            <footer>
              <Trans>{name}&rsquo;s family</Trans>
            </footer>
          </blockquote>
        )}
        <button
          type="button"
          className="button pages-give"
          onPointerEnter={preloadDonateForm}
          onFocus={preloadDonateForm}
          onClick={onGive}
        >
          <Trans>Give</Trans>
        </button>
        <p className="muted">
          <Trans>
            Your gift goes to {fundName} in {name}&rsquo;s name and counts for their class. It is
            tax-deductible to the extent allowed by law.
          </Trans>
        </p>
      </section>
      {page.drive && <DriveCard drive={page.drive} name={name} onPledge={onPledge} />}
      <section className="card" aria-labelledby="share-title">
        <h2 id="share-title">
          <Trans>Share this page</Trans>
        </h2>
        <ShareLink url={pageUrl(page.code)} name={name} title={title} />
      </section>
    </div>
  );
}
