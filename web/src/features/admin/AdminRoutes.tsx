import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
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

/** The screen an admin address shows (the index and unknown addresses show the dashboard). */
function screenOf(pathname: string): keyof typeof screens {
  const [, , section = '', action = ''] = pathname.split('/');
  if (section === 'classes') return 'classes';
  if (section !== 'donations' && section !== 'partners') return 'dashboard';
  return action === 'add' ? 'add' : action === 'export' ? 'export' : 'list';
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
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="donations" element={<RecordListPage kind="donations" />} />
          <Route path="donations/add" element={<AddRecordPage kind="donations" />} />
          <Route path="donations/export" element={<ExportPage kind="donations" />} />
          <Route path="partners" element={<RecordListPage kind="partners" />} />
          <Route path="partners/add" element={<AddRecordPage kind="partners" />} />
          <Route path="partners/export" element={<ExportPage kind="partners" />} />
          <Route path="classes" element={<ClassesPage />} />
          <Route path="*" element={<Navigate to="dashboard" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
