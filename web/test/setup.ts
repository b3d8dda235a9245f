import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLocale, openCatalogue } from '../src/i18n';

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
