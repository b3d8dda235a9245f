import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SchoolSettings } from '@hope/domain/settings';
import { App } from './app/App';
import { activateLocale, initialLocale, linkNamesLocale, openCatalogue } from './i18n';
import { opensOnStudentPage, preloadScreenAt } from './app/router';
import { loadPublicSettings } from './settings/load-settings';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const render = (settings: SchoolSettings) =>
  createRoot(container).render(
    <StrictMode>
      <App settings={settings} />
    </StrictMode>,
  );
// The first render shows the school's own names, so it waits for the settings (requested by index.html in
// parallel with this script). A split-off first screen (the back office) is also rendered once its code is
// in, so it shows at once rather than 300 ms after a Suspense fallback (see lazyScreen); a failed download
// renders anyway, through Suspense.
// The first render is also in the visit's language: a language other than English downloads its catalogue
// alongside the settings.
const settings = loadPublicSettings();
const firstScreen = preloadScreenAt(window.location.pathname)?.catch(() => {});
// A catalogue that fails to download leaves the page in English rather than blank.
// A visit opening on a student's page downloads only the pages' texts (its screen's loader asks for them); every
// other screen needs the main page's.
if (!opensOnStudentPage(window.location.pathname)) void openCatalogue('main');
const language = activateLocale(initialLocale(), { remember: linkNamesLocale() }).catch(() =>
  activateLocale('en', { remember: false }),
);
void Promise.all([settings, firstScreen, language]).then(([loaded]) => render(loaded));
