import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSettings } from '#settings';
import { RoleProvider } from './auth/role';
import { useAdminSession } from './auth/useAdminSession';
import { useMembershipWatch } from './auth/useMembershipWatch';
import { AdminSettingsProvider } from './data/AdminSettingsProvider';
import { openLiveData } from './data/live-collection';
import { AdminLayout } from './layout/AdminLayout';
import { adminScreens, preloadDashboard, sidebarLinks } from './screens';

/** Fetches the code of the screen an admin address shows (the index and unknown addresses show the dashboard). */
function preloadAdminScreenAt(pathname: string): Promise<unknown> {
  const match = matchRoutes([...adminScreens], pathname, '/admin')?.[0]?.route;
  return (match?.preload ?? preloadDashboard)();
}

/** Guard: only signed-in team members get past; others go to the login page, which brings them back. */
export function AdminRoutes() {
  const session = useAdminSession();
  const signedIn = session.status === 'signed-in' ? session : null;
  const role = useMembershipWatch(signedIn?.user ?? null, signedIn?.role ?? null);
  const location = useLocation();
  // The settings the app started with (the public copy): the campaign to read is known without waiting for
  // the live settings document.
  const { campaigns, time_zone } = useSettings();
  // While the session is restored, the screen's code already downloads.
  useEffect(() => void preloadAdminScreenAt(location.pathname).catch(() => {}), [location.pathname]);
  useEffect(() => {
    if (session.status === 'signed-in') openLiveData({ campaigns, time_zone });
  }, [session.status, campaigns, time_zone]);

  if (session.status === 'loading') return <p className="page">Loading...</p>;
  if (session.status === 'signed-out') {
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <RoleProvider value={role ?? session.role}>
      <AdminSettingsProvider>
        <Suspense fallback={<p className="page">Loading...</p>}>
          <Routes>
            <Route element={<AdminLayout links={sidebarLinks} />}>
              <Route index element={<Navigate to="dashboard" replace />} />
              {adminScreens.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path="*" element={<Navigate to="dashboard" replace />} />
            </Route>
          </Routes>
        </Suspense>
      </AdminSettingsProvider>
    </RoleProvider>
  );
}
