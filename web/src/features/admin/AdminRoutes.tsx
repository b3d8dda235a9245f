import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAdminSession } from './auth/useAdminSession';
import { AdminLayout } from './layout/AdminLayout';

// Each screen is its own chunk: opening the dashboard does not download the add forms or the CSV export.
const DashboardPage = lazy(async () => ({
  default: (await import('./dashboard/DashboardPage')).DashboardPage,
}));
const ClassesPage = lazy(async () => ({ default: (await import('./classes/ClassesPage')).ClassesPage }));
const RecordListPage = lazy(async () => ({
  default: (await import('./records/RecordListPage')).RecordListPage,
}));
const AddRecordPage = lazy(async () => ({
  default: (await import('./records/AddRecordPage')).AddRecordPage,
}));
const ExportPage = lazy(async () => ({ default: (await import('./records/ExportPage')).ExportPage }));

/** Guard: only signed-in team members get past; others go to the login page, which brings them back. */
export function AdminRoutes() {
  const session = useAdminSession();
  const location = useLocation();
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
