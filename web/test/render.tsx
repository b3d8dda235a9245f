import { defaultSettings, type SchoolSettings } from '@hope/domain/settings';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { SettingsProvider } from '#settings';

/** Renders `element` at `path` (matched by `route`) with the sample school settings, in English. */
export function renderAt(
  path: string,
  route: string,
  element: ReactNode,
  settings: SchoolSettings = defaultSettings,
) {
  return render(routeTree(path, route, element, settings));
}

/** The tree renderAt renders: to render again with other settings (`rerender`). */
export function routeTree(
  path: string,
  route: string,
  element: ReactNode,
  settings: SchoolSettings = defaultSettings,
) {
  return (
    <I18nProvider i18n={i18n}>
      <SettingsProvider settings={settings}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </SettingsProvider>
    </I18nProvider>
  );
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Stubs fetch with `answer(url, body)` -> [status, json], and records each call. */
export function stubFetch(answer: (url: string, body: unknown) => [number, unknown]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const [status, json] = answer(url, body);
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
