import { Trans } from '@lingui/react/macro';
import { formMessage } from '../../../i18n';
import { childName } from './child-name';
import { MainPageLink } from './MainPageLink';
import { useLocation, useParams } from 'react-router';
import { PublicShell } from '../shared/PublicShell';
import { ManageActions } from './ManageActions';
import { keyFromHash, useManagedPage } from './useManagedPage';

import '../shared/hero.css';
import '../shared/give.css';
import './pages.css';

/** /s/<code>/manage#key=...: the family's private page to edit, pause, resume or delete their page. */
export function ManagePageScreen() {
  const code = useParams().code ?? '';
  const key = keyFromHash(useLocation().hash);
  const { current, change, edit } = useManagedPage(code, key);

  let content;
  if (current.state === 'loading')
    content = (
      <p className="muted">
        <Trans>Loading…</Trans>
      </p>
    );
  else if (current.state === 'wrong-key')
    content = (
      <section className="card pages-unavailable" aria-labelledby="manage-title">
        <h1 id="manage-title">
          <Trans>This link does not open this page</Trans>
        </h1>
        <p>
          <Trans>
            Please use the whole link from the email we sent when the page was made; it ends with a private
            key.
          </Trans>
        </p>
        <MainPageLink className="button">
          <Trans>Go to the main page</Trans>
        </MainPageLink>
      </section>
    );
  else if (current.state === 'failed')
    content = (
      <section className="card pages-unavailable" aria-labelledby="manage-title">
        <h1 id="manage-title">
          <Trans>The page could not be opened</Trans>
        </h1>
        <p role="alert">{formMessage(current.message)}</p>
      </section>
    );
  else if (current.state === 'deleted')
    content = (
      <section className="card pages-unavailable" aria-labelledby="manage-title">
        <h1 id="manage-title" tabIndex={-1} ref={(node) => node?.focus()}>
          <Trans>The page is deleted</Trans>
        </h1>
        <p>
          <Trans>Its link no longer opens it. Thank you for supporting the school!</Trans>
        </p>
        <MainPageLink className="button">
          <Trans>Go to the main page</Trans>
        </MainPageLink>
      </section>
    );
  else {
    const name = childName(current.page);
    content = (
      <div className="give">
        <h1 className="give-title">
          <Trans>Manage {name}&rsquo;s page</Trans>
        </h1>
        <p className="give-intro">
          <Trans>This private link is yours alone: keep the email, and do not share it.</Trans>
        </p>
        <ManageActions page={current.page} onChange={change} onEdit={edit} />
      </div>
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
