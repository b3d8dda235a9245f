import type { SchoolSettings } from '@hope/domain/settings';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { SettingsProvider } from '#settings';

export function App({ settings }: { settings: SchoolSettings }) {
  return (
    <I18nProvider i18n={i18n}>
      <SettingsProvider settings={settings}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SettingsProvider>
    </I18nProvider>
  );
}
