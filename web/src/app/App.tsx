import type { SchoolSettings } from '@hope/domain/settings';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { SettingsProvider } from '#settings';

export function App({ settings }: { settings: SchoolSettings }) {
  return (
    <SettingsProvider settings={settings}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SettingsProvider>
  );
}
