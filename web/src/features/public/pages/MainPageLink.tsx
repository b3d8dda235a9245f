import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isCatalogueOpen } from '../../../i18n';

/**
 * A link to the main page from a student's page. A visit that opened on a student's page has not downloaded the
 * main page's texts, so the link then loads the main page afresh (as a link from a shared page would) rather than
 * showing it before its words arrive; otherwise it stays in the app.
 */
export function MainPageLink({ className, children }: { className: string; children: ReactNode }) {
  if (isCatalogueOpen('main')) {
    return (
      <Link to="/" className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href="/" className={className}>
      {children}
    </a>
  );
}
