import type { SchoolSettings } from '@hope/domain';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { SettingsProvider } from './settings/SettingsContext';

export function App({ settings }: { settings: SchoolSettings }) {
  return (
    <SettingsProvider settings={settings}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SettingsProvider>
  );
}
