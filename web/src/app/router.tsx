import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

/*
 * Each area loads on demand: the public page never downloads the back office or the Firebase SDK. Declarative
 * routes (BrowserRouter in App) rather than the data router: the app uses no loaders or actions, and the data
 * router's code would weigh about a tenth of the public page's first load.
 */
const PublicPage = lazy(async () => ({
  default: (await import('../features/public/PublicPage')).PublicPage,
}));
const LoginPage = lazy(async () => ({
  default: (await import('../features/admin/auth/LoginPage')).LoginPage,
}));
const AdminRoutes = lazy(async () => ({
  default: (await import('../features/admin/AdminRoutes')).AdminRoutes,
}));
const NotFound = lazy(async () => ({ default: (await import('./NotFound')).NotFound }));

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<PublicPage />} />
          <Route path="/admin/login" element={<LoginPage />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
