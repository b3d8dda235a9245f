import { createBrowserRouter, Outlet } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** Each area loads on demand: the public page never downloads the back office or the Firebase SDK. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/public/PublicPage')).PublicPage }),
      },
      {
        path: '/admin/login',
        lazy: async () => ({ Component: (await import('../features/admin/auth/LoginPage')).LoginPage }),
      },
      {
        path: '/admin/*',
        lazy: async () => ({ Component: (await import('../features/admin/AdminRoutes')).AdminRoutes }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./NotFound')).NotFound }) },
    ],
  },
]);
