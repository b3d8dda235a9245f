import { childName } from './read-page';
import { type StudentPageForm } from '@hope/domain/pages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '#settings';
import { PublicShell } from '../PublicShell';
import { createStudentPage, pageUrl } from './pages-api';
import { PageForm } from './PageForm';
import { studentPagesOf } from '@hope/domain/settings';
import { ShareLink } from './ShareLink';

interface Created {
  code: string;
  name: string;
}

/** "Make a page for my student": the short form, then the new page's link to share and its QR code. */
export function CreatePageScreen() {
  const settings = useSettings();
  const [created, setCreated] = useState<Created | null>(null);
  const website = useRef<HTMLInputElement>(null);

  async function create(values: StudentPageForm) {
    const { code } = await createStudentPage(values, website.current?.value ?? '');
    setCreated({ code, name: childName(values) });
    window.scrollTo(0, 0);
  }

  return (
    <PublicShell>
      <div className="give">
        <Link to="/" className="give-back">
          <span aria-hidden="true">←</span> {settings.organization.fundName}
        </Link>
        {!studentPagesOf(settings).enabled ? (
          <>
            <h1 className="give-title">Students&rsquo; pages</h1>
            <p className="give-intro">The school is not offering students&rsquo; pages right now.</p>
          </>
        ) : created ? (
          <section aria-labelledby="created-title" className="pages-created">
            <h1 id="created-title" className="give-title" tabIndex={-1} ref={(node) => node?.focus()}>
              {created.name}&rsquo;s page is ready
            </h1>
            <p className="give-intro">
              Send it to family and friends: they can give to the school in {created.name}&rsquo;s name.
            </p>
            <ShareLink url={pageUrl(created.code)} name={created.name} title={`${created.name}’s page`} />
            <p className="give-note">We emailed you a private link to edit, pause or delete it.</p>
            <Link to={`/s/${created.code}`} className="button secondary">
              Open the page
            </Link>
          </section>
        ) : (
          <>
            <h1 className="give-title">Make a page for my student</h1>
            <p className="give-intro">
              A page your family and friends can give through, for {settings.organization.schoolName}. It
              takes a minute and needs no account.
            </p>
            <PageForm mode="create" submitLabel="Make the page" onSubmit={create}>
              <div className="give-honeypot" aria-hidden="true">
                <label>
                  Website
                  <input ref={website} type="text" tabIndex={-1} autoComplete="off" />
                </label>
              </div>
            </PageForm>
          </>
        )}
      </div>
    </PublicShell>
  );
}
