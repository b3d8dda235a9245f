import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicPage } from '../features/public/PublicPage';
import { ScrollToTop } from './ScrollToTop';

/*
 * The back office loads on demand: the public page never downloads it or the Firebase SDK. The public page's
 * main step (a few KB) rides in the first chunk: most visitors come for it, and a lazy chunk would add a round
 * trip before anything shows on a phone. Declarative routes (BrowserRouter in App) rather than the data
 * router: the app uses no loaders or actions, and the data router's code weighed about a sixth of the public
 * page's first load.
 */
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
