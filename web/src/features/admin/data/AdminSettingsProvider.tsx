import type { ReactNode } from 'react';
import { SettingsProvider, useSettings } from '#settings';
import { useFollowCampaigns } from './campaign-selection';
import { useLiveSettingsState } from './live-settings';

/**
 * Inside the back office, screens read the live settings document; until it arrives (or when it does not
 * exist yet) they read the public copy the app started with.
 */
export function AdminSettingsProvider({ children }: { children: ReactNode }) {
  const publicSettings = useSettings();
  const live = useLiveSettingsState();
  const settings = live.status === 'ready' ? live.settings : publicSettings;
  // The record listeners read the chosen campaign's dates as the settings give them now.
  useFollowCampaigns(settings);
  return <SettingsProvider settings={settings}>{children}</SettingsProvider>;
}
