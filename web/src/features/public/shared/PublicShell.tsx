import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSettings } from '#settings';
import { LanguageSwitch } from '../../../i18n';
import './public.css';

/** The public pages' frame: the team's mark and the organisation's name above, its tax-exempt number below. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { organization } = useSettings();
  return (
    <div className="public">
      <header className="public-header">
        <div className="public-header-inner">
          <span className="public-mark" aria-hidden="true">
            {organization.teamShortName}
          </span>
          <span className="public-org">{organization.organizationName}</span>
          <LanguageSwitch />
        </div>
      </header>
      <main className="page public-main">{children}</main>
      <footer className="public-footer">
        <p>
          <Trans>
            {organization.organizationName} · Tax-exempt number {organization.taxExemptNumber}
          </Trans>
        </p>
      </footer>
    </div>
  );
}
