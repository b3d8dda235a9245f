import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSettings } from '#settings';
import { Toaster } from '../../../ui/Toaster';
import { roleMay, type Ability } from '@hope/domain/team';
import { useRole } from '../auth/role';
import { signOutAdmin } from '../auth/signIn';
import { OfflineNotice } from '../data/OfflineNotice';
import { CampaignSwitcher } from './CampaignSwitcher';
import './admin-layout.css';

/** A sidebar link, shown to the roles that may use its screen (the links come from screens.tsx). */
export interface SidebarLink {
  to: string;
  label: string;
  ability: Ability;
  /** Fetches the screen's code and first data ahead of the click (on hover or focus of the link). */
  prefetch?: () => void;
}

const NAV_ID = 'admin-navigation';

/**
 * The back-office shell: a top bar with a Menu button on phones (the links drop down under it), a sidebar
 * on desktops. NavLink marks the current page with aria-current="page". The campaign switcher sits under the
 * top bar on phones and heads the sidebar on desktops.
 */
export function AdminLayout({ links }: { links: readonly SidebarLink[] }) {
  const navigate = useNavigate();
  const { teamShortName } = useSettings().organization;
  const role = useRole();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  async function logout() {
    await signOutAdmin();
    navigate('/admin/login', { replace: true });
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  return (
    <div className="admin-shell" onKeyDown={closeOnEscape}>
      <header className="admin-topbar">
        <button
          ref={menuButton}
          type="button"
          className="admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="admin-menu-icon" aria-hidden="true" />
          Menu
        </button>
        <span className="admin-brand">{teamShortName} Admin</span>
        <button type="button" className="admin-logout" onClick={logout}>
          Logout
        </button>
      </header>
      <CampaignSwitcher />
      <nav id={NAV_ID} className="admin-nav" data-open={menuOpen} aria-label="Back office">
        <div className="admin-nav-links">
          {links
            .filter((link) => roleMay(role, link.ability))
            .map((link) => (
              // Choosing a page closes the phone menu; ScrollToTop (app root) scrolls every route change to the top.
              <NavLink
                key={link.to}
                to={link.to}
                className="admin-nav-link"
                onClick={() => setMenuOpen(false)}
                onPointerEnter={link.prefetch}
                onFocus={link.prefetch}
              >
                {link.label}
              </NavLink>
            ))}
        </div>
      </nav>
      <main className="admin-main">
        <OfflineNotice />
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
