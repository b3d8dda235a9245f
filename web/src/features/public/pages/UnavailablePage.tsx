import { Link } from 'react-router';
import { useSettings } from '#settings';

/** What a paused, hidden, deleted or unknown page shows: one kind answer for all, so nothing leaks. */
export function UnavailablePage() {
  const { organization } = useSettings();
  return (
    <section className="card pages-unavailable" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">This page is not available right now</h1>
      <p>The family may have paused it. You can still support {organization.schoolName} on its main page.</p>
      <Link to="/" className="button">
        Go to {organization.fundName}
      </Link>
    </section>
  );
}
