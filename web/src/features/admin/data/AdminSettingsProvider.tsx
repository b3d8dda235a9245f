import type { ReactNode } from 'react';
import { SettingsProvider, useSettings } from '../../../app/settings/SettingsContext';
import { useLiveSettingsState } from './live-settings';

/**
 * Inside the back office, screens read the live settings document; until it arrives (or when it does not
 * exist yet) they read the public copy the app started with.
 */
export function AdminSettingsProvider({ children }: { children: ReactNode }) {
  const publicSettings = useSettings();
  const live = useLiveSettingsState();
  return (
    <SettingsProvider settings={live.status === 'ready' ? live.settings : publicSettings}>
      {children}
    </SettingsProvider>
  );
}
