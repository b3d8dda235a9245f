import { childName } from './read-page';
import { Link, useLocation, useParams } from 'react-router';
import { PublicShell } from '../PublicShell';
import { ManageActions } from './ManageActions';
import { keyFromHash, useManagedPage } from './useManagedPage';

import '../main/main.css';
import '../donate/donate.css';
import './pages.css';

/** /s/<code>/manage#key=...: the family's private page to edit, pause, resume or delete their page. */
export function ManagePageScreen() {
  const code = useParams().code ?? '';
  const key = keyFromHash(useLocation().hash);
  const { current, change, edit } = useManagedPage(code, key);

  let content;
  if (current.state === 'loading') content = <p className="muted">Loading…</p>;
  else if (current.state === 'wrong-key')
    content = (
      <section className="card pages-unavailable" aria-labelledby="manage-title">
        <h1 id="manage-title">This link does not open this page</h1>
        <p>
          Please use the whole link from the email we sent when the page was made; it ends with a private key.
        </p>
        <Link to="/" className="button">
          Go to the main page
        </Link>
      </section>
    );
  else if (current.state === 'failed')
    content = (
      <section className="card pages-unavailable" aria-labelledby="manage-title">
        <h1 id="manage-title">The page could not be opened</h1>
        <p role="alert">{current.message}</p>
      </section>
    );
  else if (current.state === 'deleted')
    content = (
      <section className="card pages-unavailable" aria-labelledby="manage-title">
        <h1 id="manage-title" tabIndex={-1} ref={(node) => node?.focus()}>
          The page is deleted
        </h1>
        <p>Its link no longer opens it. Thank you for supporting the school!</p>
        <Link to="/" className="button">
          Go to the main page
        </Link>
      </section>
    );
  else
    content = (
      <div className="give">
        <h1 className="give-title">Manage {childName(current.page)}&rsquo;s page</h1>
        <p className="give-intro">This private link is yours alone: keep the email, and do not share it.</p>
        <ManageActions page={current.page} onChange={change} onEdit={edit} />
      </div>
    );
  return <PublicShell>{content}</PublicShell>;
}
