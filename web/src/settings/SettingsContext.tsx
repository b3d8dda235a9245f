import type { SchoolSettings } from '@hope/domain/settings';
import { createContext, useContext, type ReactNode } from 'react';
import { useDocumentHead } from './document-head';

// No default value: the app renders inside a provider always, and the sample settings stay out of the first load.
const SettingsContext = createContext<SchoolSettings | null>(null);
/** How many settings providers are around this point: the back office's sits inside the app's. */
const ProviderDepth = createContext(0);

/**
 * Gives every screen below it the school's settings (the public read, or the back office's live copy), and
 * shows their page title and icon in the browser tab.
 */
export function SettingsProvider({ settings, children }: { settings: SchoolSettings; children: ReactNode }) {
  const depth = useContext(ProviderDepth) + 1;
  useDocumentHead(depth, settings.page);
  return (
    <ProviderDepth.Provider value={depth}>
      <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>
    </ProviderDepth.Provider>
  );
}

/**
 * A screen's own tab title (and a bookmark's), shown while the screen is mounted, over its provider's: it takes
 * its place among the providers' titles (document-head.ts) just inside the provider around it, so whichever of
 * their effects runs last, the screen's title shows, and the school's comes back when the screen goes.
 */
export function useScreenTitle(title: string): void {
  const depth = useContext(ProviderDepth);
  const { page } = useSettings();
  useDocumentHead(depth + 0.5, { ...page, title });
}

/** The school's current settings: names, teachers, sizes, levels, budget and campaigns. */
export function useSettings(): SchoolSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings needs a SettingsProvider around it');
  return settings;
}
