import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { PublicPage } from '../features/public/PublicPage';
import { openCatalogue } from '../i18n';
import { lazyScreen } from '../lib/lazy-screen';
import { SchoolWordsInLanguage } from '#settings';
import { ScrollToTop } from './ScrollToTop';

/*
 * The back office loads on demand: the public page never downloads it or the Firebase SDK. The public page's
 * main step (a few KB) rides in the first chunk: most visitors come for it, and a lazy chunk would add a round
 * trip before anything shows on a phone. Declarative routes (BrowserRouter in App) rather than the data
 * router: the app uses no loaders or actions, and the data router's code weighed about a sixth of the public
 * page's first load.
 */
const LoginPage = lazyScreen(async () => (await import('../features/admin/auth/LoginPage')).LoginPage);
const SetPasswordPage = lazyScreen(
  async () => (await import('../features/admin/auth/SetPasswordPage')).SetPasswordPage,
);
const AdminRoutes = lazyScreen(async () => (await import('../features/admin/AdminRoutes')).AdminRoutes);
/** Whether an address is one of the students' pages' screens, whose texts are a catalogue of their own. */
export const opensOnStudentPage = (pathname: string): boolean =>
  /^\/s\/[^/]+(\/manage|\/pledge)?\/?$/.test(pathname);

/** A student-page screen: its code and its texts' catalogue (downloaded only for these screens) together. */
const withPagesTexts = async <T,>(screen: Promise<T>) =>
  (await Promise.all([screen, openCatalogue('pages')]))[0];
const CreatePageScreen = lazyScreen(
  async () => (await withPagesTexts(import('../features/public/pages/CreatePageScreen'))).CreatePageScreen,
);
const StudentPageScreen = lazyScreen(
  async () => (await withPagesTexts(import('../features/public/pages/StudentPageScreen'))).StudentPageScreen,
);
const ManagePageScreen = lazyScreen(
  async () => (await withPagesTexts(import('../features/public/pages/ManagePageScreen'))).ManagePageScreen,
);
const PledgeLinkScreen = lazyScreen(
  async () => (await withPagesTexts(import('../features/public/pages/PledgeLinkScreen'))).PledgeLinkScreen,
);
const NotFound = lazyScreen(async () => (await import('./NotFound')).NotFound);
/** Where a manage link opened under abnormal load solves its challenge (rarely seen: split off). */
const ManageGiftScreen = lazyScreen(
  async () => (await import('../features/public/ManageGiftScreen')).ManageGiftScreen,
);

/**
 * Every top-level address and the screen it shows; the code-split ones can be preloaded. The back office's
 * screens (`office`) read the school's words as the office wrote them; the public ones in the page's language.
 */
const topRoutes: {
  path: string;
  Screen: ComponentType & { preload?: () => Promise<unknown> };
  office?: true;
}[] = [
  { path: '/', Screen: PublicPage },
  { path: '/s/new', Screen: CreatePageScreen },
  { path: '/s/:code', Screen: StudentPageScreen },
  { path: '/s/:code/manage', Screen: ManagePageScreen },
  { path: '/s/:code/pledge', Screen: PledgeLinkScreen },
  { path: '/manage-gift', Screen: ManageGiftScreen },
  { path: '/admin/login', Screen: LoginPage, office: true },
  { path: '/admin/set-password', Screen: SetPasswordPage, office: true },
  { path: '/admin/*', Screen: AdminRoutes, office: true },
  { path: '*', Screen: NotFound },
];

/** Downloads the code of the screen shown at `pathname`, when it is split off; undefined when there is none. */
export function preloadScreenAt(pathname: string): Promise<unknown> | undefined {
  return matchRoutes(topRoutes, pathname)?.[0]?.route.Screen.preload?.();
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <Routes>
          {topRoutes.map(({ path, Screen, office }) => (
            <Route
              key={path}
              path={path}
              element={
                office ? (
                  <Screen />
                ) : (
                  <SchoolWordsInLanguage>
                    <Screen />
                  </SchoolWordsInLanguage>
                )
              }
            />
          ))}
        </Routes>
      </Suspense>
    </>
  );
}
