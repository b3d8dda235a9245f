import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLocale, openCatalogue } from '../src/i18n';

// `npm test` runs these suites while the web app builds and the emulators start on the same two cores: a
// `findBy…` waits for its state up to 15 s there (a screen's lazy chunk then takes more than the default 1 s).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no ResizeObserver; Radix's radio group measures its items with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => undefined;

// The components speak English, the source language, with the main page's texts and the students' pages' in, as
// a visit that opened on the main page has them.
void openCatalogue('main');
void openCatalogue('pages');
await activateLocale('en', { remember: false });
