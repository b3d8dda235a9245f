import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSettings } from '#settings';

/** The way in to making a student's page, when the school offers them; `lead` is a sentence before it. */
export function MakePageLink({ lead }: { lead?: string }) {
  // Read as served (always filled in) rather than through studentPagesOf, whose module carries zod.
  if (useSettings().studentPages?.enabled === false) return null;
  const link = (
    <Link to="/s/new" className="button secondary">
      <Trans>Make a page for my student</Trans>
    </Link>
  );
  return lead ? (
    <p className="main-page-ask">
      <span>{lead}</span> {link}
    </p>
  ) : (
    link
  );
}
