import { childName } from './read-page';
import { type PublicStudentPage } from '@hope/domain/pages';
import { useEffect } from 'react';
import { useSettings } from '#settings';
import { preload } from '../lazy-parts';
import { pageUrl } from './pages-api';
import { PageProgress } from './PageProgress';
import { ShareLink } from './ShareLink';

/** A student's page as family and friends see it: name, class, progress, the family's message, Give. */
export function StudentPageView({ page, onGive }: { page: PublicStudentPage; onGive: () => void }) {
  const { organization } = useSettings();
  const name = childName(page);
  const title = `${name}’s page · ${organization.schoolName}`;
  // The tab (and a bookmark) names the child's page while it shows; the school's title comes back after.
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <div className="main-step pages-view">
      <section className="main-hero" aria-labelledby="student-title">
        <p className="main-school">{organization.schoolName}</p>
        <h1 id="student-title">Support {name}</h1>
        <p className="main-thanks">{page.gradeTeacher}</p>
      </section>
      <section className="card pages-card" aria-label={`${name}’s progress`}>
        <PageProgress page={page} />
        {page.message && (
          <blockquote className="pages-message">
            <p>{page.message}</p>
            <footer>{name}&rsquo;s family</footer>
          </blockquote>
        )}
        <button
          type="button"
          className="button pages-give"
          onPointerEnter={preload.donate}
          onFocus={preload.donate}
          onClick={onGive}
        >
          Give
        </button>
        <p className="muted">
          Your gift goes to {organization.fundName} in {name}&rsquo;s name and counts for their class. It is
          tax-deductible to the extent allowed by law.
        </p>
      </section>
      <section className="card" aria-labelledby="share-title">
        <h2 id="share-title">Share this page</h2>
        <ShareLink url={pageUrl(page.code)} name={name} title={title} />
      </section>
    </div>
  );
}
