import { defaultSettings, type SchoolSettings } from '@hope/domain/settings';
import { createContext, useContext, type ReactNode } from 'react';

const SettingsContext = createContext<SchoolSettings>(defaultSettings);

/** Gives every screen below it the school's settings (the public read, or the back office's live copy). */
export function SettingsProvider({ settings, children }: { settings: SchoolSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The school's current settings: names, teachers, sizes, levels, budget and campaigns. */
export function useSettings(): SchoolSettings {
  return useContext(SettingsContext);
}
