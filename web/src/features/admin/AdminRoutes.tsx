import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAdminSession } from './auth/useAdminSession';
import { AdminLayout } from './layout/AdminLayout';
import { Placeholder } from './layout/Placeholder';

/** Guard: only signed-in team members get past; others go to the login page, which brings them back. */
export function AdminRoutes() {
  const session = useAdminSession();
  const location = useLocation();
  if (session.status === 'loading') return <p className="page">Loading...</p>;
  if (session.status === 'signed-out') {
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Placeholder title="Dashboard" />} />
        <Route path="donations" element={<Placeholder title="Donations" />} />
        <Route path="donations/add" element={<Placeholder title="Add Donation Record" />} />
        <Route path="partners" element={<Placeholder title="Partners" />} />
        <Route path="partners/add" element={<Placeholder title="Add Community Partner Record" />} />
        <Route path="classes" element={<Placeholder title="Classes" />} />
        <Route path="*" element={<Navigate to="dashboard" replace />} />
      </Route>
    </Routes>
  );
}
