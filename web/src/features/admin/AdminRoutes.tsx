import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyScreen, type LazyScreen } from '../../lib/lazy-screen';
import { useSettings } from '#settings';
import type { Ability } from '@hope/domain/team';
import { RoleGate } from './auth/RoleGate';
import { RoleProvider } from './auth/role';
import { useAdminSession } from './auth/useAdminSession';
import { useMembershipWatch } from './auth/useMembershipWatch';
import { AdminSettingsProvider } from './data/AdminSettingsProvider';
import { openLiveData } from './data/live-collection';
import { AdminLayout } from './layout/AdminLayout';
import { addPathOf, exportPathOf, recordKinds } from './kinds';

// Each screen is its own chunk: opening the dashboard does not download the add forms or the CSV export.
const DashboardPage = lazyScreen(async () => (await import('./dashboard/DashboardPage')).DashboardPage);
const ClassesPage = lazyScreen(async () => (await import('./classes/ClassesPage')).ClassesPage);
const RecordListPage = lazyScreen(async () => (await import('./records/RecordListPage')).RecordListPage);
const AddRecordPage = lazyScreen(async () => (await import('./records/AddRecordPage')).AddRecordPage);
const ExportPage = lazyScreen(async () => (await import('./records/ExportPage')).ExportPage);
const SettingsPage = lazyScreen(async () => (await import('./settings/SettingsPage')).SettingsPage);
const ActivityPage = lazyScreen(async () => (await import('./activity/ActivityPage')).ActivityPage);
const ReceiptsPage = lazyScreen(async () => (await import('./receipts/ReceiptsPage')).ReceiptsPage);
const TeamPage = lazyScreen(async () => (await import('./team/TeamPage')).TeamPage);
const PayoutsPage = lazyScreen(async () => (await import('./payouts/PayoutsPage')).PayoutsPage);
const DepositsPage = lazyScreen(async () => (await import('./deposits/DepositsPage')).DepositsPage);
const BatchPage = lazyScreen(async () => (await import('./deposits/BatchPage')).BatchPage);
const StudentPagesPage = lazyScreen(
  async () => (await import('./student-pages/StudentPagesPage')).StudentPagesPage,
);
const ReportsPage = lazyScreen(async () => (await import('./reports/ReportsPage')).ReportsPage);

/**
 * An admin screen: its address under /admin, what it shows, the ability its role needs (a member without it
 * is told so), and how to fetch its code early.
 */
function adminScreen<P extends object>(
  path: string,
  Screen: LazyScreen<P>,
  props: NoInfer<P>,
  ability: Ability = 'read',
) {
  return {
    path,
    // Keyed by address: moving between two kinds' screens starts a fresh screen (its own records and form).
    element: (
      <RoleGate key={path} ability={ability}>
        <Screen {...props} />
      </RoleGate>
    ),
    preload: Screen.preload,
  };
}

/** A screen's address as a route under /admin. */
const underAdmin = (path: string) => path.replace(/^\/admin\//, '');

const adminScreens = [
  adminScreen('dashboard', DashboardPage, {}),
  ...recordKinds.flatMap((kind) => [
    adminScreen(underAdmin(kind.path), RecordListPage, { kind }, kind.access.list),
    adminScreen(underAdmin(addPathOf(kind)), AddRecordPage, { kind }, kind.access.add),
    adminScreen(underAdmin(exportPathOf(kind)), ExportPage, { kind }, kind.access.export),
  ]),
  adminScreen('classes', ClassesPage, {}),
  adminScreen('student-pages', StudentPagesPage, {}),
  adminScreen('settings', SettingsPage, {}, 'manage'),
  adminScreen('team', TeamPage, {}, 'manage'),
  adminScreen('activity', ActivityPage, {}),
  adminScreen('receipts', ReceiptsPage, {}, 'editRecords'),
  adminScreen('payouts', PayoutsPage, {}),
  adminScreen('deposits', DepositsPage, {}),
  adminScreen('deposits/:batchId', BatchPage, {}),
  adminScreen('reports', ReportsPage, {}),
];

/** Fetches the code of the screen an admin address shows (the index and unknown addresses show the dashboard). */
function preloadAdminScreenAt(pathname: string): Promise<unknown> {
  const match = matchRoutes(adminScreens, pathname, '/admin')?.[0]?.route;
  return (match?.preload ?? DashboardPage.preload)();
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
            <Route element={<AdminLayout />}>
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
