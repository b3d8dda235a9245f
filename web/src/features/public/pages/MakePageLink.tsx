import { Link } from 'react-router';
import { useSettings } from '#settings';
import { studentPagesSettings } from './page-settings';

/** The way in to making a student's page, when the school offers them; `lead` is a sentence before it. */
export function MakePageLink({ lead }: { lead?: string }) {
  if (!studentPagesSettings(useSettings()).enabled) return null;
  const link = (
    <Link to="/s/new" className="button secondary">
      Make a page for my student
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
