import { schoolConfig } from '@hope/domain';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { signOutAdmin } from '../auth/signIn';
import './admin-layout.css';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/donations', label: 'Donations' },
  { to: '/admin/partners', label: 'Partners' },
  { to: '/admin/classes', label: 'Classes' },
];

export function AdminLayout() {
  const navigate = useNavigate();
  async function logout() {
    await signOutAdmin();
    navigate('/admin/login', { replace: true });
  }
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <strong>{schoolConfig.teamShortName} Admin</strong>
        <button type="button" className="button" onClick={logout}>
          Logout
        </button>
      </header>
      <nav className="admin-sidebar" aria-label="Admin">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
