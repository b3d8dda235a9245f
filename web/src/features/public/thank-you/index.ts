import { lazy } from 'react';
import { openCatalogue } from '../../../i18n';

// A student's page's own thank-you, downloaded when a gift returns to the page: its texts are the main page's
// (a visit that opens on a student's page may not have them yet).
export const PageThanks = lazy(async () => {
  const [{ PageThanks }] = await Promise.all([import('./PageThanks'), openCatalogue('main')]);
  return { default: PageThanks };
});
