import { Trans, useLingui } from '@lingui/react/macro';
import { childName } from './child-name';
import { MainPageLink } from './MainPageLink';
import { type StudentPageForm } from '@hope/domain/pages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '#settings';
import { PublicShell } from '../shared/PublicShell';
import { createStudentPage } from './pages-api';
import { pagePath, pageUrl } from './page-read';
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
  const { t } = useLingui();
  const { schoolName } = settings.organization;
  const [created, setCreated] = useState<Created | null>(null);
  const website = useRef<HTMLInputElement>(null);

  const name = created?.name;

  async function create(values: StudentPageForm) {
    const { code } = await createStudentPage(values, website.current?.value ?? '');
    setCreated({ code, name: childName(values) });
    window.scrollTo(0, 0);
  }

  return (
    <PublicShell>
      <div className="give">
        <MainPageLink className="give-back">
          <span aria-hidden="true">←</span> {settings.organization.fundName}
        </MainPageLink>
        {!studentPagesOf(settings).enabled ? (
          <>
            <h1 className="give-title">
              <Trans>Students&rsquo; pages</Trans>
            </h1>
            <p className="give-intro">
              <Trans>The school is not offering students&rsquo; pages right now.</Trans>
            </p>
          </>
        ) : created && name ? (
          <section aria-labelledby="created-title" className="pages-created">
            <h1 id="created-title" className="give-title" tabIndex={-1} ref={(node) => node?.focus()}>
              <Trans>{name}&rsquo;s page is ready</Trans>
            </h1>
            <p className="give-intro">
              <Trans>
                Send it to family and friends: they can give to the school in {name}&rsquo;s name.
              </Trans>
            </p>
            <ShareLink url={pageUrl(created.code)} name={name} title={t`${name}’s page`} />
            <p className="give-note">
              <Trans>We emailed you a private link to edit, pause or delete it.</Trans>
            </p>
            <Link to={pagePath(created.code)} className="button secondary">
              <Trans>Open the page</Trans>
            </Link>
          </section>
        ) : (
          <>
            <h1 className="give-title">
              <Trans>Make a page for my student</Trans>
            </h1>
            <p className="give-intro">
              <Trans>
                A page your family and friends can give through, for {schoolName}. It takes a minute and needs
                no account.
              </Trans>
            </p>
            <PageForm mode="create" submitLabel={t`Make the page`} onSubmit={create}>
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
