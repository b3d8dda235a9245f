import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { useAdminSession } from './auth/useAdminSession';
import { openLiveData } from './data/live-collection';
import { AdminLayout } from './layout/AdminLayout';

// Each screen is its own chunk: opening the dashboard does not download the add forms or the CSV export.
const screens = {
  dashboard: () => import('./dashboard/DashboardPage'),
  classes: () => import('./classes/ClassesPage'),
  list: () => import('./records/RecordListPage'),
  add: () => import('./records/AddRecordPage'),
  export: () => import('./records/ExportPage'),
};
const DashboardPage = lazy(async () => ({ default: (await screens.dashboard()).DashboardPage }));
const ClassesPage = lazy(async () => ({ default: (await screens.classes()).ClassesPage }));
const RecordListPage = lazy(async () => ({ default: (await screens.list()).RecordListPage }));
const AddRecordPage = lazy(async () => ({ default: (await screens.add()).AddRecordPage }));
const ExportPage = lazy(async () => ({ default: (await screens.export()).ExportPage }));

/** Every admin screen once: its address under /admin, its code, and what it shows. */
const adminScreens: { path: string; screen: keyof typeof screens; element: ReactElement }[] = [
  { path: 'dashboard', screen: 'dashboard', element: <DashboardPage /> },
  { path: 'donations', screen: 'list', element: <RecordListPage kind="donations" /> },
  { path: 'donations/add', screen: 'add', element: <AddRecordPage kind="donations" /> },
  { path: 'donations/export', screen: 'export', element: <ExportPage kind="donations" /> },
  { path: 'partners', screen: 'list', element: <RecordListPage kind="partners" /> },
  { path: 'partners/add', screen: 'add', element: <AddRecordPage kind="partners" /> },
  { path: 'partners/export', screen: 'export', element: <ExportPage kind="partners" /> },
  { path: 'classes', screen: 'classes', element: <ClassesPage /> },
];

/** The screen an admin address shows (the index and unknown addresses show the dashboard). */
function screenOf(pathname: string): keyof typeof screens {
  const match = adminScreens.find(({ path }) => matchPath(`/admin/${path}`, pathname));
  return match?.screen ?? 'dashboard';
}

/** Guard: only signed-in team members get past; others go to the login page, which brings them back. */
export function AdminRoutes() {
  const session = useAdminSession();
  const location = useLocation();
  // While the session is restored, the screen's code already downloads.
  useEffect(() => void screens[screenOf(location.pathname)]().catch(() => {}), [location.pathname]);
  useEffect(() => {
    if (session.status === 'signed-in') openLiveData();
  }, [session.status]);

  if (session.status === 'loading') return <p className="page">Loading...</p>;
  if (session.status === 'signed-out') {
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
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
  );
}
