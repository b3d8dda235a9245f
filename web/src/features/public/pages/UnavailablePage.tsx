import { Trans } from '@lingui/react/macro';
import { useSettings } from '#settings';
import { MainPageLink } from './MainPageLink';

/**
 * What a paused, hidden, deleted or unknown page shows: one kind answer for all, so nothing leaks. While the
 * school has students' pages turned off (a public setting), it says so rather than blaming the family.
 */
export function UnavailablePage() {
  const { organization, studentPages } = useSettings();
  const { schoolName, fundName } = organization;
  const schoolPaused = studentPages?.enabled === false;
  return (
    <section className="card pages-unavailable" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">
        <Trans>This page is not available right now</Trans>
      </h1>
      <p>
        {schoolPaused ? (
          <Trans>
            The school has paused students&apos; pages for now. You can still support {schoolName} on its main
            page.
          </Trans>
        ) : (
          <Trans>The family may have paused it. You can still support {schoolName} on its main page.</Trans>
        )}
      </p>
      <MainPageLink className="button">
        <Trans>Go to {fundName}</Trans>
      </MainPageLink>
    </section>
  );
}
